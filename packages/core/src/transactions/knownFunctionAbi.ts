import { parseAbi } from "viem";

/**
 * Extended decoding's built-in signatures (spec 001 §6: app-enabled): calls wallets meet every day outside
 * the token standards, named by function and arguments instead of a bare 'transaction'. An app adds its own
 * contracts' ABIs beside these (`extendedAbi` of the transaction runner).
 */
export const knownFunctionAbi = parseAbi([
  "function deposit()",
  "function withdraw(uint256 amount)",
  "function multicall(bytes[] data)",
  "function multicall(uint256 deadline, bytes[] data)",
  "function execute(bytes commands, bytes[] inputs, uint256 deadline)",
  "function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)",
  "function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)",
  "function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)",
  "function increaseAllowance(address spender, uint256 addedValue)",
  "function decreaseAllowance(address spender, uint256 subtractedValue)",
  "function burn(uint256 amount)",
  "function stake(uint256 amount)",
  "function claim()",
  "function register(uint256 fid, address custody)",
]);
