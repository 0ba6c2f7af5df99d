// The config package lints its own files with its base piece.
import { baseConfig } from './base.mjs';

export default baseConfig;
