// A game's rule text, loaded once per module when first asked for (module.ruleText() is a dynamic
// import: its chunk loads only then).
import { useEffect, useState } from 'react';
import type { AnyGameModule } from '../../core/module';
import { errorText } from '../../core/moduleReads';
import type { RuleText } from '../../core/ruleSections';

export interface RuleTextState {
  text: RuleText | null;
  error: string | null;
}

export function useRuleText(module: AnyGameModule, wanted = true): RuleTextState {
  const [state, setState] = useState<{ module: AnyGameModule | null } & RuleTextState>({ module: null, text: null, error: null });
  useEffect(() => {
    if (!wanted || state.module === module) return;
    let live = true;
    if (!module.ruleText) {
      setState({ module, text: null, error: `${module.title} has no rules text in this build.` });
      return;
    }
    module.ruleText().then(
      (text) => live && setState({ module, text, error: null }),
      (e: unknown) => live && setState({ module, text: null, error: `The rules could not be loaded: ${errorText(e)}` }),
    );
    return () => {
      live = false;
    };
  }, [module, wanted, state.module]);
  return state.module === module ? { text: state.text, error: state.error } : { text: null, error: null };
}
