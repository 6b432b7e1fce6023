import { savedSearchRenameSchema } from '@medhire/domain';

/** The rules of a saved search's name: the contract's. {@link SearchNameDialog} loads this on demand. */
export const searchNameSchema = savedSearchRenameSchema;
