/** English texts of the terms asked for at sign-in (decision 0046); `login.error.terms` is the first-time text. */
export const signInTermsEn = {
  "login.error.termsUpdated": "Our terms of use have changed. Please read and accept them, then enter your password again to sign in.",
} as const;
