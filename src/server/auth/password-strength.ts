import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

const TOO_EASY = 'This password is too easy to guess.';
const MIN_SCORE = 2;

let checker: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries are large: loaded on the first check, server side only. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return checker;
}

/**
 * Why a password is too easy to guess (common, a pattern, or the user's own email or name), or null
 * when it is strong enough. `userInputs` are the email and names the account is created with.
 */
export async function passwordWeakness(
  password: string,
  userInputs: string[],
): Promise<string | null> {
  const zxcvbn = await loadChecker();
  // Each input whole, an email's local part, and their words: "kim.lee@x.org", "kim.lee", "kim"...
  const words = userInputs.flatMap((input) => [
    input,
    input.split('@')[0],
    ...input.split(/[^\p{L}\p{N}]+/u),
  ]);
  const result = zxcvbn.check(password, [...new Set(words.filter((w) => w.length > 2))]);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ?? result.feedback.suggestions[0];
  return why ? `${TOO_EASY} ${why}` : TOO_EASY;
}
