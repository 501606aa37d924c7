/** Where the JSON API lives. */
export const API_PREFIX = '/api/v1';
