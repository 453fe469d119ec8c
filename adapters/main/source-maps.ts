// Preloaded (`node --import ./dist/adapters/main/source-maps.js`) before an entry point: stack
// traces name our TypeScript files and lines through the maps of dist/, but not through the maps
// the packages in node_modules ship, which `--enable-source-maps` reads and keeps for every module
// a process loads (docs/decisions.md 334).
import { setSourceMapsSupport } from 'node:module';

setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
