// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A minimal contract account for the local chain: one owner key, EIP-1271 signatures (the owner's ECDSA
/// signature of the hash), and `execute` for the owner. It lets tests prove that sign-in with a contract
/// wallet (SIWE + EIP-1271) works against a real chain, not a stub.
contract TestSmartWallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e; // bytes4(keccak256("isValidSignature(bytes32,bytes)"))
    // Upper bound of a canonical `s` (EIP-2): rejecting the other half stops signature malleability.
    uint256 private constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    address public immutable owner;

    constructor(address initialOwner) {
        owner = initialOwner;
    }

    receive() external payable {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER) return 0xffffffff;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }

    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory result) {
        require(msg.sender == owner, "only owner");
        bool ok;
        (ok, result) = to.call{value: value}(data);
        require(ok, "call failed");
    }
}
