-- Issue 40: quizzes. Not marked compatible: the new exercise kind is a value older code cannot read.
-- AlterEnum
ALTER TYPE "ExerciseKind" ADD VALUE 'quiz';

-- CreateTable
CREATE TABLE "ExerciseQuiz" (
    "exerciseId" TEXT NOT NULL,
    "passMark" INTEGER NOT NULL,
    "questions" JSONB NOT NULL,

    CONSTRAINT "ExerciseQuiz_pkey" PRIMARY KEY ("exerciseId")
);

-- CreateTable
CREATE TABLE "QuizAnswers" (
    "submissionId" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "score" INTEGER NOT NULL,

    CONSTRAINT "QuizAnswers_pkey" PRIMARY KEY ("submissionId")
);

-- AddForeignKey
ALTER TABLE "ExerciseQuiz" ADD CONSTRAINT "ExerciseQuiz_exerciseId_fkey" FOREIGN KEY ("exerciseId") REFERENCES "Exercise"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuizAnswers" ADD CONSTRAINT "QuizAnswers_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;
