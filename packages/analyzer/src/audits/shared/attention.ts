/**
 * A flaw that lies below the first screen is seen, and costs, this share of one on it. NN/g's
 * eye-tracking ("Scrolling and Attention", 2018) finds 57% of viewing time above the fold and 17%
 * on the second screenful, less on each one further down: a flaw just below the fold is seen
 * about 0.3 times as much as one on the first screen (17 / 57), and one deeper less still. A
 * designer judging the page weighs what is on screen first.
 */
export const BELOW_FOLD_SHARE = 0.3;

/**
 * Text set smaller than this (px) is not read as the page's message: fine print, or the
 * interface of a product pictured in HTML (a mockup's sidebar and log lines), which visitors look
 * at like a screenshot. Whether such text is legible where it must be read is legible-font-size's
 * question; the audits of how much there is to read and how crowded it sits leave it out.
 */
export const READ_TEXT_MIN_PX = 12;
