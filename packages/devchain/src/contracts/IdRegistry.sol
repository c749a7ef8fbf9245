// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The part of Farcaster's IdRegistry that Sign In With Farcaster needs: who holds the custody
/// of an fid. On the local chain anyone may register any fid to any address, because it only
/// exists so that the demo and the tests can sign in with a known custody key.
contract IdRegistry {
    mapping(uint256 => address) public custodyOf;
    mapping(address => uint256) public idOf;

    event Register(address indexed to, uint256 indexed id);

    function register(uint256 fid, address custody) external {
        address previous = custodyOf[fid];
        if (previous != address(0)) idOf[previous] = 0;
        custodyOf[fid] = custody;
        idOf[custody] = fid;
        emit Register(custody, fid);
    }
}
