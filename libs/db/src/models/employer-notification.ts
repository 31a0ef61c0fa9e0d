import { model, Schema } from 'mongoose';
import { notificationTypes } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const employerNotificationSchema = new Schema(
  {
    employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
    applicationId: { type: Schema.Types.ObjectId, ref: 'Application' },
    type: { type: String, required: true, enum: notificationTypes },
    message: { type: String, required: true, maxlength: 2000 },
    isRead: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
employerNotificationSchema.index({ employerId: 1, createdAt: -1 });
applyJsonShape(employerNotificationSchema);

export const EmployerNotificationModel = model('EmployerNotification', employerNotificationSchema);
