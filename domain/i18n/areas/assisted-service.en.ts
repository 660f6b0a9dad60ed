/**
 * The agent panel's messages (service-and-support §8 "Agent panel messages"): the panel shows on
 * every page for a signed-in agent, so they are in the storefront catalogue. The two the spec
 * quotes are worded exactly as it quotes them.
 */
export const assistedServiceEn = {
  "assistedService.noExistingCarts": "No Existing Carts",
  "assistedService.selectCustomerFirst": "Please select customer first",
  "assistedService.customerNotFound": "Customer ID not found",
  "assistedService.cartIdInvalid": "Enter a cart id of 8 digits, or leave it empty",
  "assistedService.companyNotFound": "Company ID not found",
} as const;
