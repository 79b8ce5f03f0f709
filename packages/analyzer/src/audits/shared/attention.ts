/**
 * A flaw that lies below the first screen is seen, and costs, this share of one on it. NN/g's
 * eye-tracking ("Scrolling and Attention", 2018) finds 57% of viewing time above the fold and 17%
 * on the second screenful, less on each one further down: a flaw just below the fold is seen
 * about 0.3 times as much as one on the first screen (17 / 57), and one deeper less still. A
 * designer judging the page weighs what is on screen first.
 */
export const BELOW_FOLD_SHARE = 0.3;
