/** Career Advice articles, newest first. */
import { model, Schema } from 'mongoose';
import { applyJsonShape } from '../json-shape';

const careerArticleSchema = new Schema(
  {
    title: { type: String, required: true, unique: true, maxlength: 300 },
    category: { type: String, required: true, maxlength: 100 },
    readTime: { type: String, maxlength: 50 },
    excerpt: { type: String, maxlength: 1000 },
    content: { type: String, maxlength: 50_000 },
    imageUrl: { type: String, maxlength: 500 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
careerArticleSchema.index({ createdAt: -1 });
applyJsonShape(careerArticleSchema);
export const CareerArticleModel = model('CareerArticle', careerArticleSchema);
