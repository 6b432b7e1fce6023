import { passwordHashing } from '../modules/auth/password.js';

// Every test file: hash passwords at N = 2^10 instead of OWASP's 2^17 (~1 ms instead of ~0.5 s). The
// password module's own test checks the production cost explicitly.
passwordHashing.cost = 2 ** 10;
