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
  "assistedService.panel": "Assisted service",
  "assistedService.collapse": "Hide the panel",
  "assistedService.expand": "Show the panel",
  "assistedService.agent": "Agent: {name}",
  "assistedService.actingFor": "Acting for {name} ({email})",
  "assistedService.customer": "Customer (name or e-mail)",
  "assistedService.company": "Company",
  "assistedService.cartId": "Cart ID (8 digits, optional)",
  "assistedService.startSession": "Start session",
  "assistedService.bindCart": "Bind cart",
  "assistedService.endSession": "End session",
  "assistedService.resetTimer": "Reset timer",
  "assistedService.signOut": "Sign out of assisted service",
  "assistedService.timeLeft": "Session ends in {time}",
  "assistedService.suggestions": "{count, plural, one {# customer found} other {# customers found}}",
  "assistedService.carts": "Carts: {codes}",
  "assistedService.failed": "Request failed: {reason}",
  "assistedService.username": "Agent e-mail",
  "assistedService.password": "Password",
  "assistedService.signIn": "Sign in as agent",
} as const;
