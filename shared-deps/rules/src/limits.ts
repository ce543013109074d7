/** Limits of spec section 9, enforced identically by the client and the server. */
export const NAME_MAX = 50;
export const CODE_MAX = 50;
export const SORT_MIN = 0;
export const SORT_MAX = 999999;
