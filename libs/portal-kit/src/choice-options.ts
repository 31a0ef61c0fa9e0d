import { languageCodes, languages } from '@jobboard/contracts';
import type { SelectOption } from '@jobboard/ui';

/** The 20 languages offered (`languageCodes`), each shown by its native name. */
export const languageOptions: SelectOption[] = languageCodes.map((code) => ({ value: code, label: languages[code] }));
