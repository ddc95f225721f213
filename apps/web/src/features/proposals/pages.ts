/** '1 page', '12 pages'. */
export const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;
