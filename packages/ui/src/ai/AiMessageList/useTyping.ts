import { useEffect, useState } from 'react';

/** Spec 3 §9: the typing effect shows a non-streamed answer 20 ms per character. */
export const typingMsPerCharacter = 20;

/**
 * The part of `text` typed so far while `active`, counted in characters (code points, so an emoji
 * never splits). It follows the clock rather than counting ticks, so a throttled background tab
 * catches up instead of falling behind. Calls `onDone` once the whole text shows.
 */
export function useTyping(text: string, active: boolean, onDone?: () => void): string {
  const characters = Array.from(text);
  const [shown, setShown] = useState(active ? 0 : characters.length);
  const total = characters.length;

  useEffect(() => {
    if (!active) return;
    const start = Date.now();
    const timer = setInterval(() => {
      const count = Math.min(total, Math.floor((Date.now() - start) / typingMsPerCharacter));
      setShown(count);
      if (count >= total) {
        clearInterval(timer);
        onDone?.();
      }
    }, typingMsPerCharacter);
    return () => clearInterval(timer);
    // Keyed on the text's length, not onDone: a parent's new callback must not restart the typing.
  }, [active, total]);

  return active ? characters.slice(0, shown).join('') : text;
}
