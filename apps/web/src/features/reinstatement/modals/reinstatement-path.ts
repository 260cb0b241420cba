/** Where reinstating starts (spec 001 §2.1): the reinstateable policies. */
export const REINSTATEMENT_PATH = '/account/policy-reinstatement';
