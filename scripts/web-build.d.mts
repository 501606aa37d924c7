export const ROOT: string;
export const WEB_DIST: string;
export function webBuildIsStale(): boolean;
export function buildWeb(): void;
export function buildWebIfStale(): boolean;
