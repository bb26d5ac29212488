-- CreateIndex
CREATE INDEX "ProviderTransaction_userId_state_idx" ON "ProviderTransaction"("userId", "state");
