import { model, Schema, type Query } from 'mongoose';
import { adminAuditActions, adminAuditTargetTypes } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

/**
 * The audit trail of admin actions: who (the admin, and its username at the time), what, to
 * which record, when and why. Append-only: entries are only ever inserted; the model refuses
 * query updates and deletes, and no route changes one.
 */
const adminAuditEntrySchema = new Schema(
  {
    // None for an action from the server's command line (create-admin).
    adminId: { type: Schema.Types.ObjectId, ref: 'AdminUser' },
    adminUsername: { type: String, required: true, maxlength: 50 },
    action: { type: String, required: true, enum: adminAuditActions },
    targetType: { type: String, required: true, enum: adminAuditTargetTypes },
    targetId: { type: Schema.Types.ObjectId, required: true },
    targetLabel: { type: String, required: true, maxlength: 300 },
    reason: { type: String, trim: true, maxlength: 1000 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
// The Audit tab: newest first, all actions or one; and a record's history.
adminAuditEntrySchema.index({ createdAt: -1, _id: -1 });
adminAuditEntrySchema.index({ action: 1, createdAt: -1, _id: -1 });
adminAuditEntrySchema.index({ targetId: 1, createdAt: -1 });

const refuseChange = function (this: Query<unknown, unknown>) {
  throw new Error('The admin audit trail is append-only.');
};
adminAuditEntrySchema.pre(
  ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace', 'deleteOne', 'deleteMany', 'findOneAndDelete'],
  refuseChange,
);
applyJsonShape(adminAuditEntrySchema);

export const AdminAuditEntryModel = model('AdminAuditEntry', adminAuditEntrySchema);
