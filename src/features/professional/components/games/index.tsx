import type { ModeId } from '@/features/professional/model/modes';
import { BuildPhrase } from './build-phrase';
import { ChooseTranslation } from './choose-translation';
import { FillBlank } from './fill-blank';
import { FindMistakes } from './find-mistakes';
import { Flashcards } from './flashcards';
import { Gender } from './gender';
import { Pronunciation } from './pronunciation';
import { Write } from './write';

import type { GameProps } from './shared';

export type { GameProps };

/** The nine games of the practice page (spec 001 §4), one file each. */

export function Game({ mode, ...props }: GameProps & { mode: ModeId }) {
  switch (mode) {
    case 'flashcards':
      return <Flashcards {...props} flipped={false} />;
    case 'flashcardsFlipped':
      return <Flashcards {...props} flipped />;
    case 'gender':
      return <Gender {...props} />;
    case 'chooseTranslation':
      return <ChooseTranslation {...props} />;
    case 'writeDe':
      return <Write {...props} target="de" />;
    case 'writeEn':
      return <Write {...props} target="en" />;
    case 'fillBlank':
      return <FillBlank {...props} />;
    case 'buildPhrase':
      return <BuildPhrase {...props} />;
    case 'pronunciation':
      return <Pronunciation {...props} />;
    case 'findMistakes':
      return <FindMistakes {...props} />;
  }
}
