/** The success message of SPEC §8, shown by the landing once the email modal has submitted. */
export const EMAIL_SUCCESS_MESSAGE = "Thank you! We'll get back to you soon.";
