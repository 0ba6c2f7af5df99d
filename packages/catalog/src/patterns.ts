// The catalog's identifier patterns, read from its JSON Schema so the wire contracts accept exactly what the
// catalog may define (one definition: catalog/schema/common.schema.json).
// catalog/ is the repository's content folder, not a workspace package, so a relative path is the only way in.
// eslint-disable-next-line import-x/no-relative-packages
import common from '../../../catalog/schema/common.schema.json';

/** A theme, listing or add-on set id (for example "superhero"). */
export const idPattern: string = common.$defs.id.pattern;

/** An add-on key, in camelCase (for example "cupcakeToppers"). */
export const addonKeyPattern: string = common.$defs.addonKey.pattern;
