/** Lower-case letters and digits only: two names with the same key are the same name (accounts, clone). */
export const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
