// @foyer/wagmi: the wagmi connector of Foyer's embedded wallet.
export { type FoyerConnectorParameters, type FoyerEthereumProvider, foyer } from "./foyer.ts";
