// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A paid ERC-721 mint for the scan corpus: `mint()` costs `price` while the sale is open and reverts with
/// "Sale not active" once the owner closes it (the corpus's revert with a reason).
contract ScanSale {
    string public constant name = "Scan Sale Pass";
    string public constant symbol = "PASS";
    address public immutable owner;
    uint256 public immutable price;
    bool public active = true;
    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor(uint256 price_) {
        owner = msg.sender;
        price = price_;
    }

    function supportsInterface(bytes4 id) external pure returns (bool) {
        return id == 0x01ffc9a7 || id == 0x80ac58cd;
    }

    function setActive(bool active_) external {
        require(msg.sender == owner, "not owner");
        active = active_;
    }

    function mint() external payable returns (uint256 tokenId) {
        require(active, "Sale not active");
        require(msg.value == price, "wrong price");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = msg.sender;
        balanceOf[msg.sender] += 1;
        emit Transfer(address(0), msg.sender, tokenId);
        (bool sent,) = owner.call{value: msg.value}("");
        require(sent, "payout failed");
    }
}
