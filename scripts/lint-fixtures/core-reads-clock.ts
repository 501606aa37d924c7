export const orderNumber = () => `${Date.now()}-${Math.random()}-${new Date().toISOString()}`;
export const token = () => crypto.randomUUID();
export const later = (run: () => void) => setTimeout(run, 1000);
export const load = (path: string) => import(path);
