import { takeFreeShop } from './worker-shop';

// Before a browser file's first line: a shop no other running file uses.
await takeFreeShop();
