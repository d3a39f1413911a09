import { Types } from "mongoose";

/** Record ids are 24-hex strings stored as string `_id`s, so references and filters are plain string equality. */
export const newId = (): string => new Types.ObjectId().toHexString();
