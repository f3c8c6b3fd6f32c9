// Every game module, headless (no React, no three): what the simulator, the fuzzer and other
// tools load. The app's registry pairs each with its table.
import type { AnyGameModule } from '../src/core/module';
import { blbModule } from './blb/index';
import { belleModule } from './belle-epoque/index';

export const GAME_MODULES: readonly AnyGameModule[] = [blbModule, belleModule];
