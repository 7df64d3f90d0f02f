import { useTranslation } from 'react-i18next';
import { useTouchScreen } from '@/lib/use-media-query';

/**
 * How to play, for the device in hand (issue 25): keys on a keyboard, taps on a touch screen (no
 * arrow keys or Tab there). Before hydration and without a touch screen: the keyboard text. A
 * puzzle written the old way (AE OE UE SS) says so — and offers no Ä Ö Ü ß keys to match.
 */
export function HowTo({ id, transcription }: { id: string; transcription: boolean }) {
  const { t } = useTranslation('crosswords');
  const touch = useTouchScreen();
  return (
    <>
      <p id={id} className="mt-3 max-w-3xl text-slate-700">
        {touch ? t('game.howToTouch') : t('game.howTo')}
      </p>
      <p className="mt-2 max-w-3xl font-medium text-slate-800">{transcription ? t('game.transcription') : t('game.umlauts')}</p>
    </>
  );
}
