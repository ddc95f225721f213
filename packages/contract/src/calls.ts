// Endpoints and schemas of this area: to be written.
export {};
