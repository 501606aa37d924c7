export const stamp = () => `${Date.now()}-${Math.random()}-${new Date().toISOString()}`;
export const env = () => process.env.NODE_ENV;
