/** Opportunities (spec 2 §2 "Opportunities and calls", §3, §4, §5, §7). */
export const opportunitiesEndpoints = {};
