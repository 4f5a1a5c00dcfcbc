/**
 * The quick exit alone, as an entry for `compileQuickExitScript` (`./compile.ts`): the pages run it
 * inside the page basics (`./page-basics.ts`); this entry exists so its size can be measured.
 */
import { installPageQuickExit } from "./page-basics";

installPageQuickExit();
