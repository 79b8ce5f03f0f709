/** How the Insights page names each event (the API's names are the schema's). */
export const EVENT_LABELS: Record<string, string> = {
  page_view: 'Page views',
  landing_viewed: 'Landing viewed',
  analyse_pressed: 'Analyse pressed',
  address_rejected: 'Address rejected',
  email_modal_opened: 'Email form opened',
  email_rejected: 'Email rejected',
  request_submitted: 'Request submitted',
  sample_report_opened: 'Sample report opened',
  action_list_used: 'Action list used',
  copy_prompt_used: 'Copy prompt used',
  private_report_opened: 'Private report opened',
};

/** The rule names of an email rejection, in the product's words. */
export const EMAIL_RULE_LABELS: Record<string, string> = {
  required: 'left empty',
  invalid: 'not an email address',
  disposable: 'disposable address',
};
