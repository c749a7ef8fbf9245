// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The code an embedded wallet (an EOA) delegates to with EIP-7702.
/// @notice Two ways in, both running a batch of calls atomically from the account itself:
///  - `execute(calls)`: sent by the account to itself (EIP-5792 atomic batches, the account pays gas);
///  - `executeSigned(calls, deadline, signature)`: sent by anyone (the app's relayer pays the gas) with the
///    account's EIP-712 signature over the calls, its nonce and a deadline. The domain names the account as
///    verifying contract and the chain id, so a signature is good once, for one account, on one chain.
///  Keeps receiving tokens: a delegated EOA has code, so safe NFT transfers ask it to accept them.
contract FoyerDelegate {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// ERC-7201 slot of the relay nonce, so it never collides with storage of code delegated to before.
    /// keccak256(abi.encode(uint256(keccak256("foyer.delegate.nonce")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant NONCE_SLOT = 0x7cee28b9c9fff41ce0014456ae6266959c128340cf8be4e0e258e36e59d96400;

    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant CALL_TYPEHASH = keccak256("Call(address to,uint256 value,bytes data)");
    bytes32 private constant EXECUTE_TYPEHASH =
        keccak256("Execute(Call[] calls,uint256 nonce,uint256 deadline)Call(address to,uint256 value,bytes data)");
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    error Unauthorized();
    error Expired();
    error CallFailed(uint256 index, bytes reason);

    event Executed(uint256 nonce, uint256 calls);

    /// The account runs a batch itself (atomic: one failing call reverts all).
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorized();
        _run(calls);
        emit Executed(type(uint256).max, calls.length);
    }

    /// Anyone relays a batch the account signed; the relayer pays the gas, the account any value sent.
    function executeSigned(Call[] calldata calls, uint256 deadline, bytes calldata signature) external {
        if (block.timestamp > deadline) revert Expired();
        uint256 current = nonce();
        bytes32 digest = keccak256(
            abi.encodePacked(
                "\x19\x01",
                _domainSeparator(),
                keccak256(abi.encode(EXECUTE_TYPEHASH, _hashCalls(calls), current, deadline))
            )
        );
        if (_recover(digest, signature) != address(this)) revert Unauthorized();
        bytes32 slot = NONCE_SLOT;
        assembly {
            sstore(slot, add(current, 1))
        }
        _run(calls);
        emit Executed(current, calls.length);
    }

    /// The next relay nonce of this account.
    function nonce() public view returns (uint256 value) {
        bytes32 slot = NONCE_SLOT;
        assembly {
            value := sload(slot)
        }
    }

    receive() external payable {}

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC1155Received.selector;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return this.onERC1155BatchReceived.selector;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0x150b7a02 || id == 0x4e2312e0;
    }

    function _run(Call[] calldata calls) private {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) revert CallFailed(i, reason);
        }
    }

    function _domainSeparator() private view returns (bytes32) {
        return keccak256(
            abi.encode(DOMAIN_TYPEHASH, keccak256("FoyerDelegate"), keccak256("1"), block.chainid, address(this))
        );
    }

    function _hashCalls(Call[] calldata calls) private pure returns (bytes32) {
        bytes32[] memory hashes = new bytes32[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            hashes[i] = keccak256(abi.encode(CALL_TYPEHASH, calls[i].to, calls[i].value, keccak256(calls[i].data)));
        }
        return keccak256(abi.encodePacked(hashes));
    }

    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return address(0);
        return ecrecover(digest, v, r, s);
    }
}
