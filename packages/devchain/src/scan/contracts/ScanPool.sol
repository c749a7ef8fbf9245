// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IScanToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
    function balanceOf(address owner) external view returns (uint256);
}

/// A constant-product pool of ETH and one token (0.3 % fee), so the scan corpus has honest swaps whose
/// simulation moves native value one way and tokens the other.
contract ScanPool {
    IScanToken public immutable token;

    event Swap(address indexed trader, uint256 ethIn, uint256 tokenIn, uint256 ethOut, uint256 tokenOut);

    constructor(address token_) {
        token = IScanToken(token_);
    }

    /// Seeds the pool: the caller sends ETH and approves `tokenAmount` beforehand.
    function addLiquidity(uint256 tokenAmount) external payable {
        require(token.transferFrom(msg.sender, address(this), tokenAmount), "transfer failed");
    }

    function swapExactEthForTokens(uint256 minOut) external payable returns (uint256 out) {
        uint256 ethReserve = address(this).balance - msg.value;
        out = _quote(msg.value, ethReserve, token.balanceOf(address(this)));
        require(out >= minOut, "ScanPool: insufficient output amount");
        require(token.transfer(msg.sender, out), "transfer failed");
        emit Swap(msg.sender, msg.value, 0, 0, out);
    }

    function swapExactTokensForEth(uint256 amountIn, uint256 minOut) external returns (uint256 out) {
        out = _quote(amountIn, token.balanceOf(address(this)), address(this).balance);
        require(out >= minOut, "ScanPool: insufficient output amount");
        require(token.transferFrom(msg.sender, address(this), amountIn), "transfer failed");
        (bool sent,) = msg.sender.call{value: out}("");
        require(sent, "ScanPool: ETH transfer failed");
        emit Swap(msg.sender, 0, amountIn, out, 0);
    }

    function _quote(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        uint256 withFee = amountIn * 997;
        return (withFee * reserveOut) / (reserveIn * 1000 + withFee);
    }
}
