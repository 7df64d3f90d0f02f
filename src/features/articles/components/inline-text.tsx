import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { isExternal, parseInline, type InlineToken } from '../model/inline';

function Tokens({ tokens }: { tokens: InlineToken[] }) {
  const { t } = useTranslation('articles');
  return tokens.map((token, i) => {
    switch (token.kind) {
      case 'text':
        return <Fragment key={i}>{token.text}</Fragment>;
      case 'de':
        return (
          <span key={i} lang="de">
            {token.text}
          </span>
        );
      case 'strong':
        return (
          <strong key={i}>
            <Tokens tokens={token.children} />
          </strong>
        );
      case 'link':
        return isExternal(token.href) ? (
          <a key={i} href={token.href} target="_blank" rel="noopener noreferrer" className="text-link">
            <Tokens tokens={token.children} /> <span className="sr-only">{t('newTab')}</span>
          </a>
        ) : (
          <AppLink key={i} to={token.href} className="text-link">
            <Tokens tokens={token.children} />
          </AppLink>
        );
    }
  });
}

/** Article text with its inline markup as elements (German lang="de", strong, links) — never as HTML. */
export function InlineText({ text }: { text: string }) {
  return <Tokens tokens={parseInline(text)} />;
}
