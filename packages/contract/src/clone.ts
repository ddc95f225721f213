/** Job cloning (spec 2 §3 "Clone request", §5, §7 JobClone). */
export const cloneEndpoints = {};
