/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ExchangeBlackbox($input: ExchangeBlackboxInput!) {\n    exchangeBlackbox(input: $input) {\n      blocked\n      deviceId\n    }\n  }\n": typeof types.ExchangeBlackboxDocument,
    "\n  query StartUp($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n    maintenance {\n      kind\n      returnsAt\n    }\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n      cardProvider {\n        mode\n        publishableKey\n        frameUrl\n      }\n      bankLink {\n        mode\n        linkApiUrl\n      }\n      errorReporting {\n        mode\n        browserDsn\n      }\n    }\n  }\n": typeof types.StartUpDocument,
    "\n  query Translations($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n  }\n": typeof types.TranslationsDocument,
    "\n  mutation DecommissionUser {\n    decommissionUser {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DecommissionUserDocument,
    "\n  query Profile {\n    profile {\n      firstName\n      middleName\n      lastName\n      suffix\n      activeEmail {\n        id\n        email\n        status\n      }\n      pendingEmail {\n        id\n        email\n        status\n      }\n      emails {\n        id\n        email\n        status\n      }\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      request {\n        id\n        status\n      }\n      availableAt\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestDataExportDocument,
    "\n  query AgentAuditLog($conversationId: ID!) {\n    supportAuditLog(conversationId: $conversationId) {\n      action\n      agentName\n      at\n    }\n  }\n": typeof types.AgentAuditLogDocument,
    "\n  mutation CancelPolicyFromConversation($conversationId: ID!, $reason: String!) {\n    cancelPolicyFromConversation(conversationId: $conversationId, reason: $reason) {\n      policy {\n        ...ServicedPolicyFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CancelPolicyFromConversationDocument,
    "\n  mutation CloseSupportConversationAsAgent($conversationId: ID!) {\n    closeSupportConversationAsAgent(conversationId: $conversationId) {\n      conversation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CloseSupportConversationAsAgentDocument,
    "\n  query AgentConversation($id: ID!) {\n    supportAgentConversation(id: $id) {\n      conversation {\n        id\n        status\n        waitingSince\n        followUpEmail\n        closedAt\n      }\n      person {\n        fullName\n        email\n        conversations\n        policy {\n          ...ServicedPolicyFields\n        }\n        billing {\n          nextPayment {\n            dueOn\n            amount\n            estimated\n          }\n          pastDue {\n            amount\n            invoices\n            lapsesOn\n          }\n          paymentMethod {\n            kind\n            description\n            debitsStopped\n          }\n        }\n        openCases {\n          kind\n          status\n          since\n        }\n        recentEmails {\n          subject\n          to\n          sentAt\n        }\n      }\n    }\n  }\n": typeof types.AgentConversationDocument,
    "\n  fragment AgentQueueItemFields on SupportQueueItem {\n    personName\n    preview\n    conversation {\n      id\n      status\n      waitingSince\n    }\n  }\n": typeof types.AgentQueueItemFieldsFragmentDoc,
    "\n  query AgentQueue {\n    supportQueue {\n      asOf\n      waiting {\n        ...AgentQueueItemFields\n      }\n      mine {\n        ...AgentQueueItemFields\n      }\n    }\n  }\n": typeof types.AgentQueueDocument,
    "\n  mutation ReplyToSupportConversation($input: ReplyToSupportConversationInput!) {\n    replyToSupportConversation(input: $input) {\n      message {\n        id\n        seq\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ReplyToSupportConversationDocument,
    "\n  query AgentSavedAnswers {\n    supportSavedAnswers {\n      id\n      title\n      text\n    }\n  }\n": typeof types.AgentSavedAnswersDocument,
    "\n  mutation ResendPolicyPacketFromConversation($conversationId: ID!) {\n    resendPolicyPacketFromConversation(conversationId: $conversationId) {\n      message {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResendPolicyPacketFromConversationDocument,
    "\n  mutation SendSignInLinkFromConversation($conversationId: ID!) {\n    sendSignInLinkFromConversation(conversationId: $conversationId) {\n      message {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendSignInLinkFromConversationDocument,
    "\n  mutation TakeSupportConversation($conversationId: ID!) {\n    takeSupportConversation(conversationId: $conversationId) {\n      conversation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.TakeSupportConversationDocument,
    "\n  mutation InitiatePasswordReset($input: InitiatePasswordResetInput!) {\n    initiatePasswordReset(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.InitiatePasswordResetDocument,
    "\n  mutation ResetForgottenPassword($input: ResetForgottenPasswordInput!) {\n    resetForgottenPassword(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResetForgottenPasswordDocument,
    "\n  mutation PlaidExchangePublicToken($input: PlaidExchangePublicTokenInput!) {\n    plaidExchangePublicToken(input: $input) {\n      plaidAccount {\n        id\n        name\n        mask\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PlaidExchangePublicTokenDocument,
    "\n  mutation MonitoringLinkToken {\n    plaidGenerateLinkToken(purpose: monitoring) {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MonitoringLinkTokenDocument,
    "\n  mutation MonitorWyshAllocation($input: MonitorWyshAllocationInput!) {\n    monitorWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        amount\n        monitored\n        plaidAccount {\n          id\n          name\n          mask\n          institutionName\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MonitorWyshAllocationDocument,
    "\n  mutation PlaidGenerateLinkToken {\n    plaidGenerateLinkToken {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PlaidGenerateLinkTokenDocument,
    "\n  mutation InitiatePlaidUpdate($input: PlaidItemInput!) {\n    initiatePlaidUpdate(input: $input) {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.InitiatePlaidUpdateDocument,
    "\n  query PlaidItems {\n    plaidItems {\n      id\n      status\n      plaidInstitution {\n        id\n        name\n      }\n      plaidAccounts {\n        id\n        name\n        mask\n        accountType\n        subtype\n      }\n    }\n  }\n": typeof types.PlaidItemsDocument,
    "\n  mutation PayFromAccount($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      paymentMethod {\n        id\n        name\n        bankAccount {\n          bankName\n          mask\n          plaidAccountId\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PayFromAccountDocument,
    "\n  mutation ConfirmPlaidUpdate($input: PlaidItemInput!) {\n    confirmPlaidUpdate(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ConfirmPlaidUpdateDocument,
    "\n  mutation UnlinkPlaidItem($input: PlaidItemInput!) {\n    unlinkPlaidItem(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnlinkPlaidItemDocument,
    "\n  query MyBeneficiaries($lineOfBusiness: String) {\n    getBeneficiaries(lineOfBusiness: $lineOfBusiness) {\n      list {\n        ...BeneficiaryParts\n      }\n      backup {\n        ...BeneficiaryParts\n      }\n      pending {\n        ...BeneficiaryParts\n      }\n    }\n    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {\n      id\n      status\n    }\n  }\n\n  fragment BeneficiaryParts on Beneficiary {\n    id\n    allocation\n    responsibility\n    type\n    carriesId\n    contact {\n      __typename\n      ... on IndividualContact {\n        firstName\n        middleInitial\n        lastName\n        suffix\n        relationship\n        birthdate\n        phoneNumber\n        email\n        parentGuardianInfo\n        taxIdSet\n        requiredAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n      ... on OrganizationContact {\n        name\n        businessType\n        phoneNumber\n        email\n        taxIdSet\n        requiredAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n      ... on TrustContact {\n        name\n        firstName\n        lastName\n        dateOfTrust\n        phoneNumber\n        email\n        trusteeTaxIdSet\n        nullableAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n    }\n  }\n\n  fragment BeneficiaryAddressParts on BeneficiaryAddress {\n    street1\n    street2\n    city\n    state\n    postalCode\n  }\n": typeof types.MyBeneficiariesDocument,
    "\n  query BeneficiaryHistory($lineOfBusiness: String) {\n    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {\n      id\n      kind\n      status\n      createdAt\n      appliedAt\n      documentVersion\n      beneficiaries {\n        ...BeneficiaryParts\n      }\n    }\n  }\n": typeof types.BeneficiaryHistoryDocument,
    "\n  query BeneficiaryTerms {\n    documents(slugs: [\"beneficiary-terms\"]) {\n      id\n      name\n      version\n      html {\n        url\n      }\n    }\n    currentUser {\n      ...ActiveMembershipFields\n    }\n  }\n": typeof types.BeneficiaryTermsDocument,
    "\n  mutation AcknowledgeBeneficiaryTerms($input: CreateAcknowledgementInput!) {\n    createAcknowledgement(input: $input) {\n      acknowledgement {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AcknowledgeBeneficiaryTermsDocument,
    "\n  mutation ConfirmMyBeneficiaryChanges($input: ConfirmBeneficiaryChangesInput!) {\n    confirmBeneficiaryChanges(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ConfirmMyBeneficiaryChangesDocument,
    "\n  mutation DiscardMyBeneficiaryChanges($input: DiscardBeneficiaryChangesInput!) {\n    discardBeneficiaryChanges(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DiscardMyBeneficiaryChangesDocument,
    "\n  mutation SendMyBeneficiaryPacket($input: SendBeneficiaryPacketInput!) {\n    sendBeneficiaryPacket(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendMyBeneficiaryPacketDocument,
    "\n  mutation CreateMyBeneficiary($input: CreateBeneficiaryInput!) {\n    createBeneficiary(input: $input) {\n      beneficiary {\n        id\n      }\n      beneficiaries {\n        list {\n          id\n        }\n        backup {\n          id\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateMyBeneficiaryDocument,
    "\n  mutation UpdateMyBeneficiary($input: UpdateBeneficiaryInput!) {\n    updateBeneficiary(input: $input) {\n      beneficiary {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateMyBeneficiaryDocument,
    "\n  mutation DestroyMyBeneficiary($input: DestroyBeneficiaryInput!) {\n    destroyBeneficiary(input: $input) {\n      success\n      beneficiaries {\n        list {\n          id\n        }\n        backup {\n          id\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DestroyMyBeneficiaryDocument,
    "\n  mutation UpdateMyBeneficiaryAllocation($input: UpdateBeneficiaryAllocationInput!) {\n    updateBeneficiaryAllocation(input: $input) {\n      status\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateMyBeneficiaryAllocationDocument,
    "\n  mutation UpdateBillingFrequency($input: UpdateBillingFrequencyInput!) {\n    updateBillingFrequency(input: $input) {\n      policy {\n        id\n        accountsProduct {\n          id\n          amount\n          billingFrequency\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateBillingFrequencyDocument,
    "\n  query BillingPage {\n    userPolicy {\n      id\n      label\n      status\n      lapsesAt\n      monthlyPremium\n      annualPremium\n      accountsProduct {\n        id\n        name\n        amount\n        billingFrequency\n        nextPayment {\n          date\n          estimated\n        }\n      }\n      invoices {\n        id\n        kind\n        status\n        amount\n        balance\n        periodStart\n        periodEnd\n        dueOn\n        paidOn\n        pastDue\n        payments {\n          id\n          status\n          amount\n          returnCode\n        }\n        receipt {\n          id\n          pdf {\n            url\n          }\n        }\n      }\n    }\n    activePaymentMethod {\n      id\n      source\n      name\n      description\n      bankAccount {\n        bankName\n        accountType\n        mask\n        plaidAccountId\n        debitsStoppedCode\n      }\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n    currentUser {\n      activeConstellations {\n        businessSlug\n        activeInsuranceMembership {\n          id\n          invoicesPastDueBalance\n          invoicesProcessingAmount\n        }\n      }\n    }\n    profile {\n      firstName\n      lastName\n    }\n  }\n": typeof types.BillingPageDocument,
    "\n  mutation CreateMultiplePayments($input: CreateMultiplePaymentsInput!) {\n    createMultiplePayments(input: $input) {\n      payments {\n        billingAttemptedAmount\n        transactionResult\n        paymentMethod {\n          source\n          name\n          card {\n            brand\n            last4\n          }\n          bankAccount {\n            bankName\n            accountType\n            mask\n          }\n        }\n        processed {\n          invoiceId\n          amount\n          transactionResult\n          reason\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateMultiplePaymentsDocument,
    "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      saved\n      message\n      paymentMethod {\n        id\n        card {\n          brand\n          last4\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  fragment SupportConversationFields on SupportConversation {\n    id\n    status\n    lastSeq\n    followUpEmail\n    rating\n    queue {\n      position\n      typicalWaitMinutes\n    }\n  }\n": typeof types.SupportConversationFieldsFragmentDoc,
    "\n  query SupportConversation {\n    supportConversation {\n      ...SupportConversationFields\n    }\n  }\n": typeof types.SupportConversationDocument,
    "\n  mutation SendSupportMessage($input: SendSupportMessageInput!) {\n    sendSupportMessage(input: $input) {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendSupportMessageDocument,
    "\n  mutation RequestSupportAgent {\n    requestSupportAgent {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestSupportAgentDocument,
    "\n  mutation LeaveSupportQueue {\n    leaveSupportQueue {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LeaveSupportQueueDocument,
    "\n  mutation RequestSupportFollowUp {\n    requestSupportFollowUp {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestSupportFollowUpDocument,
    "\n  mutation CloseSupportConversation {\n    closeSupportConversation {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CloseSupportConversationDocument,
    "\n  mutation RateSupportConversation($conversationId: ID!, $rating: Int!) {\n    rateSupportConversation(conversationId: $conversationId, rating: $rating) {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RateSupportConversationDocument,
    "\n  fragment EstimatePricingFields on EstimatePricing {\n    amount\n    termDuration\n    annualPremium\n    monthlyPremium\n    allocationsCoveredPercentage\n    insuredsAgeAtTerm\n    breakdown {\n      ...PremiumBreakdownFields\n    }\n  }\n": typeof types.EstimatePricingFieldsFragmentDoc,
    "\n  query LatestEstimate {\n    latestEstimate {\n      id\n      amount\n      termDuration\n      annualPremium\n      monthlyPremium\n      allocationsCoveredPercentage\n      rateClass\n      rateVersion\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    estimateInputs {\n      birthdate\n      missing\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": typeof types.LatestEstimateDocument,
    "\n  query CoverageEditorState($estimateId: ID!) {\n    coverageEditorState(estimateId: $estimateId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      termSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n  fragment SliderFields on SliderMetadata {\n    ticks {\n      value\n      label\n    }\n    valueBase\n    increment\n    characterMax\n    value\n    textEditable\n    minErrorMessage {\n      header\n      text\n    }\n    maxErrorMessage {\n      header\n      text\n    }\n    leftTextLabel\n    rightTextLabel\n  }\n": typeof types.CoverageEditorStateDocument,
    "\n  query AdjustEstimate($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustEstimate(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      pricing {\n        ...EstimatePricingFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AdjustEstimateDocument,
    "\n  query PreviewEstimate($input: PreviewEstimateInput!) {\n    previewEstimate(input: $input) {\n      pricing {\n        ...EstimatePricingFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PreviewEstimateDocument,
    "\n  mutation CreateEstimate($input: EstimateInput!) {\n    createEstimate(input: $input) {\n      amount\n      termDuration\n      estimate {\n        id\n        monthlyPremium\n        allocationsCoveredPercentage\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateEstimateDocument,
    "\n  mutation UpdatePrequalificationInformation($input: PrequalificationInformationInput!) {\n    updatePrequalificationInformation(input: $input) {\n      inputs {\n        missing\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdatePrequalificationInformationDocument,
    "\n  query OfferToEdit {\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      annualPremium\n      monthlyPremium\n      allocationCoverage\n      classReasons\n      rules {\n        ruleId\n        reason\n        shaped\n      }\n      insuranceApplication {\n        id\n        version\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    productsOfferings {\n      id\n      status\n      amount\n      annualPremium\n      monthlyPremium\n      allocationCoverage\n      breakdown {\n        ...OfferingPriceBreakdownFields\n      }\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": typeof types.OfferToEditDocument,
    "\n  query OfferEditorState($quoteId: ID, $productsOfferingId: ID) {\n    coverageEditorState(quoteId: $quoteId, productsOfferingId: $productsOfferingId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      termSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.OfferEditorStateDocument,
    "\n  fragment QuotePricingFields on QuotePricingPayload {\n    amount\n    termDuration\n    annualPremium\n    monthlyPremium\n    allocationsCoveredPercentage\n    breakdown {\n      ...QuotePriceBreakdownFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n": typeof types.QuotePricingFieldsFragmentDoc,
    "\n  query AdjustQuote($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustQuote(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      ...QuotePricingFields\n    }\n  }\n": typeof types.AdjustQuoteDocument,
    "\n  query AdjustProductOffering($id: ID!, $amount: Cents!) {\n    adjustProductOffering(id: $id, amount: $amount) {\n      ...QuotePricingFields\n    }\n  }\n": typeof types.AdjustProductOfferingDocument,
    "\n  mutation UpdateQuote($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateQuoteDocument,
    "\n  mutation UpdateProductOffering($input: UpdateProductOfferingInput!) {\n    updateProductOffering(input: $input) {\n      productsOffering {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateProductOfferingDocument,
    "\n  query PolicyToEdit {\n    userPolicy {\n      id\n      status\n      amount\n      monthlyPremium\n      annualPremium\n      rateVersion\n      insuredsAgeAtTerm\n      product {\n        slug\n      }\n      classification {\n        id\n        name\n      }\n      pendingUpdate {\n        policyId\n        effectiveOn\n      }\n      coverIncrease {\n        id\n        status\n      }\n      breakdown {\n        ...QuotePriceBreakdownFields\n      }\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": typeof types.PolicyToEditDocument,
    "\n  query PolicyEditorState($policyId: ID!) {\n    coverageEditorState(policyId: $policyId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PolicyEditorStateDocument,
    "\n  query AdjustPolicy($policyId: ID!, $amount: Cents!) {\n    adjustPolicy(policyId: $policyId, amount: $amount) {\n      amount\n      monthlyPremium\n      annualPremium\n      effectiveOn\n      breakdown {\n        ...QuotePriceBreakdownFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AdjustPolicyDocument,
    "\n  mutation RequestCoverageAdjustment($input: RequestCoverageAdjustmentInput!) {\n    requestCoverageAdjustment(input: $input) {\n      effectiveOn\n      policy {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestCoverageAdjustmentDocument,
    "\n  mutation RequestCoverIncrease($input: RequestCoverIncreaseInput!) {\n    requestCoverIncrease(input: $input) {\n      coverIncrease {\n        id\n        status\n        requestedAmount\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestCoverIncreaseDocument,
    "\n  query CoveragePreview {\n    latestEstimate {\n      id\n      amount\n      termDuration\n      monthlyPremium\n    }\n    wyshAllocations {\n      id\n      name\n      amount\n    }\n    userPolicy {\n      id\n      status\n      amount\n    }\n  }\n": typeof types.CoveragePreviewDocument,
    "\n  query RecommendedCoverPrice($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustEstimate(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      pricing {\n        amount\n        monthlyPremium\n        allocationsCoveredPercentage\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RecommendedCoverPriceDocument,
    "\n  query InstantEstimate($input: PreviewEstimateInput!) {\n    previewEstimate(input: $input) {\n      pricing {\n        amount\n        termDuration\n        monthlyPremium\n        annualPremium\n        breakdown {\n          rateClass\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.InstantEstimateDocument,
    "\n  query CancelledPolicy($withDocuments: Boolean!) {\n    cancelledPolicy {\n      id\n      label\n      cancellation {\n        kind\n        requestedOn\n        coverEndsOn\n        refundAmount\n      }\n      refunds {\n        amount\n        status\n        method\n      }\n      documents @include(if: $withDocuments) {\n        id\n        slug\n        pdf {\n          url\n        }\n      }\n    }\n  }\n": typeof types.CancelledPolicyDocument,
    "\n  query DashboardHome {\n    dashboardHome {\n      firstName\n      insurance {\n        state\n        title\n        productSlug\n        coverageAmount\n        coverageUpTo\n        nextBillingDate\n        lapsedOn\n        quoteExpiresAt\n      }\n      wysh {\n        state\n        activeCount\n        wyshes {\n          id\n          name\n          amount\n        }\n      }\n      policyUpdate {\n        kind\n        reason\n        lapsesAt\n        pendingPolicyId\n      }\n    }\n  }\n": typeof types.DashboardHomeDocument,
    "\n  query PolicyholderHome {\n    userPolicy {\n      id\n      label\n      status\n      lapsesAt\n      cancellation {\n        kind\n        coverEndsOn\n      }\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      effectiveAt\n      monthlyPremium\n      classification {\n        id\n        name\n      }\n      product {\n        slug\n      }\n      termExtension {\n        available\n        opensOn\n        extendsFrom\n        years\n        coverEndsOn\n        request {\n          id\n          status\n        }\n      }\n      documents {\n        id\n        slug\n        pdf {\n          url\n        }\n      }\n      accountsProduct {\n        id\n        amount\n        nextPayment {\n          date\n          estimated\n        }\n      }\n    }\n    getBeneficiaries {\n      list {\n        ...HomeBeneficiary\n      }\n      backup {\n        ...HomeBeneficiary\n      }\n      pending {\n        id\n      }\n    }\n    allocationSummary {\n      activeCount\n      totalAmount\n      percentCovered\n    }\n    paymentMethods {\n      id\n      status\n      card {\n        brand\n        last4\n      }\n    }\n    activePaymentMethod {\n      id\n      source\n      name\n      card {\n        brand\n        last4\n      }\n      bankAccount {\n        bankName\n        accountType\n        mask\n      }\n    }\n    currentUser {\n      activeConstellations {\n        activeInsuranceMembership {\n          id\n          invoicesProcessingAmount\n        }\n      }\n    }\n  }\n\n  fragment HomeBeneficiary on Beneficiary {\n    id\n    allocation\n    responsibility\n    contact {\n      __typename\n      ... on IndividualContact {\n        firstName\n        lastName\n      }\n      ... on OrganizationContact {\n        name\n      }\n      ... on TrustContact {\n        name\n      }\n    }\n  }\n": typeof types.PolicyholderHomeDocument,
    "\n  query UnderwritingNotifications {\n    notifications {\n      id\n      read\n      metadata {\n        type\n        result\n        policyId\n      }\n    }\n    userPolicy {\n      id\n      coverIncrease {\n        id\n        status\n      }\n      termExtension {\n        request {\n          id\n          status\n        }\n      }\n    }\n  }\n": typeof types.UnderwritingNotificationsDocument,
    "\n  mutation ExchangeLoginToken($input: ExchangeLoginTokenInput!) {\n    exchangeLoginToken(input: $input) {\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ExchangeLoginTokenDocument,
    "\n  query Disclosure($slug: String!) {\n    disclosure(slug: $slug) {\n      id\n      name\n      slug\n      body\n      updatedAt\n    }\n  }\n": typeof types.DisclosureDocument,
    "\n  query DocumentCategories {\n    documentCategories {\n      id\n      name\n      slug\n      documents {\n        id\n      }\n    }\n  }\n": typeof types.DocumentCategoriesDocument,
    "\n  query DocumentCategory($slug: String!) {\n    documentCategory(slug: $slug) {\n      id\n      name\n      slug\n      yearGroupable\n      documents {\n        id\n        name\n        version\n        applicableYear\n        createdAt\n        html {\n          fileName\n          url\n        }\n        pdf {\n          fileName\n          url\n        }\n      }\n    }\n  }\n": typeof types.DocumentCategoryDocument,
    "\n  query Document($id: ID!) {\n    documentById(id: $id) {\n      id\n      name\n      description\n      version\n      createdAt\n      documentCategory {\n        name\n        slug\n      }\n      html {\n        fileName\n        url\n      }\n      pdf {\n        fileName\n        url\n      }\n    }\n  }\n": typeof types.DocumentDocument,
    "\n  query UserIneligibleReasons {\n    userIneligibleReasons {\n      ineligibleCoverageReasons\n    }\n  }\n": typeof types.UserIneligibleReasonsDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation CreateFlowSession($input: CreateFlowSessionInput!) {\n    createFlowSession(input: $input) {\n      flow {\n        id\n        slug\n        terminalBehavior\n        defaultScope\n      }\n      flowSession {\n        ...FlowSessionFields\n      }\n      form\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateFlowSessionDocument,
    "\n  mutation CreateResponse($input: CreateResponseInput!) {\n    createResponse(input: $input) {\n      flowSession {\n        ...FlowSessionFields\n      }\n      validationErrors {\n        fieldId\n        code\n        message\n        fullMessage\n      }\n      error {\n        ...UserErrorFields\n      }\n      next {\n        ...FormMoveFields\n      }\n    }\n  }\n": typeof types.CreateResponseDocument,
    "\n  mutation ExecuteGroupMutation($input: ExecuteGroupMutationInput!) {\n    executeGroupMutation(input: $input) {\n      response\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ExecuteGroupMutationDocument,
    "\n  mutation FetchForm($input: FetchFormInput!) {\n    fetchForm(input: $input) {\n      ...FormMoveFields\n    }\n  }\n": typeof types.FetchFormDocument,
    "\n  fragment FlowSessionFields on FlowSession {\n    id\n    flowSlug\n    flowScope\n    formIndex\n    currentFormSlug\n    finished\n  }\n": typeof types.FlowSessionFieldsFragmentDoc,
    "\n  fragment FormMoveFields on FetchFormPayload {\n    form\n    flowSession {\n      ...FlowSessionFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n": typeof types.FormMoveFieldsFragmentDoc,
    "\n  query TriviaQuestions {\n    triviaQuestions {\n      id\n      prompt\n      choices {\n        id\n        text\n      }\n      correctChoiceId\n      explanation\n    }\n  }\n": typeof types.TriviaQuestionsDocument,
    "\n  mutation SubmitApplication($input: RequestNewBusinessInput!) {\n    requestNewBusiness(input: $input) {\n      insuranceApplication {\n        id\n        result\n        outcome\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitApplicationDocument,
    "\n  mutation SubmitReinstatementUnderwriting($input: SubmitReinstatementUnderwritingInput!) {\n    submitReinstatementUnderwriting(input: $input) {\n      status\n      reinstatementRequest {\n        id\n        status\n        underwritingResult\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitReinstatementUnderwritingDocument,
    "\n  query HelpArticle($slug: String!) {\n    helpArticle(slug: $slug) {\n      id\n      slug\n      title\n      updatedOn\n      body\n      category {\n        slug\n        name\n      }\n      related {\n        slug\n        title\n      }\n    }\n  }\n": typeof types.HelpArticleDocument,
    "\n  query HelpArticles($search: String) {\n    helpArticles(search: $search) {\n      article {\n        id\n        slug\n        title\n        summary\n        category {\n          slug\n          name\n        }\n      }\n      snippet {\n        text\n        highlighted\n      }\n      matchedAllWords\n    }\n  }\n": typeof types.HelpArticlesDocument,
    "\n  query InAppMessages {\n    inAppMessages {\n      id\n      kind\n      title\n      body\n      link {\n        label\n        href\n      }\n    }\n  }\n": typeof types.InAppMessagesDocument,
    "\n  mutation DismissInAppMessage($input: UpdateNotificationInput!) {\n    updateNotification(input: $input) {\n      notification {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DismissInAppMessageDocument,
    "\n  query Maintenance {\n    maintenance {\n      kind\n      returnsAt\n    }\n  }\n": typeof types.MaintenanceDocument,
    "\n  query PhoneNumbers {\n    profile {\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n    }\n  }\n": typeof types.PhoneNumbersDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestOtpDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      success\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation VerifySession($input: VerifySessionInput!) {\n    verifySession(input: $input) {\n      success\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifySessionDocument,
    "\n  fragment CoverIncreaseFields on CoverIncrease {\n    id\n    status\n    currentAmount\n    requestedAmount\n    approvedAmount\n    currentMonthlyPremium\n    newMonthlyPremium\n    newAnnualPremium\n    addedMonthlyPremium\n    rateClass\n    rateVersion\n    effectiveOn\n    offerExpiresOn\n    decidedOn\n    closedReason\n  }\n": typeof types.CoverIncreaseFieldsFragmentDoc,
    "\n  query ConfirmUpdate {\n    userPolicy {\n      id\n      status\n      terminatesAt\n      product {\n        slug\n      }\n      pendingUpdate {\n        policyId\n        effectiveOn\n      }\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      termExtension {\n        request {\n          ...TermExtensionRequestFields\n        }\n      }\n    }\n  }\n": typeof types.ConfirmUpdateDocument,
    "\n  mutation SubmitCoverIncreaseUnderwriting($input: CoverIncreasePolicyInput!) {\n    submitCoverIncreaseUnderwriting(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitCoverIncreaseUnderwritingDocument,
    "\n  mutation AcceptCoverIncrease($input: CoverIncreasePolicyInput!) {\n    acceptCoverIncrease(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AcceptCoverIncreaseDocument,
    "\n  mutation WithdrawCoverIncrease($input: CoverIncreasePolicyInput!) {\n    withdrawCoverIncrease(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.WithdrawCoverIncreaseDocument,
    "\n  query PendingDetails($id: ID!) {\n    policy(id: $id) {\n      id\n      label\n      product {\n        slug\n      }\n      accountsProduct {\n        id\n        nextPayment {\n          date\n        }\n      }\n      pendingUpdate {\n        version\n        effectiveOn\n        current {\n          amount\n          monthlyPremium\n          annualPremium\n          rateVersion\n        }\n        requested {\n          amount\n          monthlyPremium\n          annualPremium\n          rateVersion\n        }\n      }\n    }\n  }\n": typeof types.PendingDetailsDocument,
    "\n  mutation CancelPendingPolicyUpdates($input: CancelPendingPolicyUpdatesInput!) {\n    cancelPendingPolicyUpdates(input: $input) {\n      policy {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CancelPendingPolicyUpdatesDocument,
    "\n  fragment TermExtensionRequestFields on TermExtensionRequest {\n    id\n    status\n    cover\n    currentMonthlyPremium\n    newMonthlyPremium\n    newAnnualPremium\n    rateClass\n    rateVersion\n    extendsFrom\n    years\n    coverEndsOn\n    offerExpiresOn\n    decidedOn\n    closedReason\n  }\n": typeof types.TermExtensionRequestFieldsFragmentDoc,
    "\n  fragment TermExtensionFields on TermExtension {\n    policyId\n    available\n    extendsFrom\n    years\n    attainedAge\n    coverEndsOn\n    opensOn\n    request {\n      ...TermExtensionRequestFields\n    }\n  }\n": typeof types.TermExtensionFieldsFragmentDoc,
    "\n  mutation RequestTermExtension($input: TermExtensionPolicyInput!) {\n    requestTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestTermExtensionDocument,
    "\n  mutation SubmitTermExtensionUnderwriting($input: TermExtensionPolicyInput!) {\n    submitTermExtensionUnderwriting(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitTermExtensionUnderwritingDocument,
    "\n  mutation AcceptTermExtension($input: TermExtensionPolicyInput!) {\n    acceptTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AcceptTermExtensionDocument,
    "\n  mutation WithdrawTermExtension($input: TermExtensionPolicyInput!) {\n    withdrawTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.WithdrawTermExtensionDocument,
    "\n  query PurchaseContext {\n    profile {\n      firstName\n      lastName\n    }\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      monthlyPremium\n    }\n    productsOfferings {\n      id\n      productSlug\n      status\n      amount\n      insuredsAgeAtTerm\n      monthlyPremium\n    }\n    userPolicy {\n      id\n      label\n      status\n    }\n    pendingPolicy {\n      id\n      status\n      invoices {\n        id\n        kind\n        payments {\n          id\n          status\n          returnCode\n          paymentMethod {\n            source\n            description\n          }\n        }\n      }\n    }\n    documents(slugs: [\"statement-of-good-health\", \"policy-terms\", \"replace-accidental-death\"]) {\n      id\n      slug\n      name\n      html {\n        url\n      }\n    }\n  }\n": typeof types.PurchaseContextDocument,
    "\n  mutation PurchasePolicy($input: PurchasePolicyInput!) {\n    purchasePolicy(input: $input) {\n      transactionResult\n      message\n      declineCode\n      policy {\n        id\n        status\n      }\n      paymentMethod {\n        description\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PurchasePolicyDocument,
    "\n  query PurchasedPolicy {\n    profile {\n      firstName\n      activeEmail {\n        email\n      }\n      emails {\n        email\n      }\n    }\n    pendingPolicy {\n      id\n      status\n      amount\n      monthlyPremium\n      product {\n        slug\n      }\n      invoices {\n        id\n        kind\n        payments {\n          id\n          status\n          paymentMethod {\n            description\n          }\n        }\n      }\n    }\n    userPolicy {\n      id\n      label\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      effectiveAt\n      monthlyPremium\n      product {\n        slug\n      }\n      documents {\n        id\n        slug\n        html {\n          url\n        }\n        pdf {\n          url\n        }\n      }\n    }\n  }\n": typeof types.PurchasedPolicyDocument,
    "\n  query ReviewQuote {\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      expiresAt\n      allocationCoverage\n      monthlyPremium\n      annualPremium\n      classification {\n        id\n        name\n      }\n      classReasons\n      rules {\n        ruleId\n        reason\n        shaped\n      }\n      insuranceApplication {\n        id\n        version\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    productsOfferings {\n      id\n      productSlug\n      status\n      amount\n      maxAmount\n      expiresAt\n      effectiveUntil\n      insuredsAgeAtTerm\n      allocationCoverage\n      monthlyPremium\n      annualPremium\n      payoutDetails {\n        publicTransportation\n        autoPedestrian\n        generalAccident\n      }\n      breakdown {\n        ...OfferingPriceBreakdownFields\n      }\n    }\n    latestInsuranceApplication {\n      id\n      result\n      outcome\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": typeof types.ReviewQuoteDocument,
    "\n  mutation RegisterUser($input: CreateCredentialInput!) {\n    registerUser(input: $input) {\n      credential {\n        status\n        token {\n          accessToken\n          refreshToken\n          authLevel\n          expiresIn\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RegisterUserDocument,
    "\n  query EligibleReinstatementPolicies {\n    eligibleReinstatementPolicies {\n      id\n      policyNumber\n      productSlug\n      amount\n      lapsedOn\n      underwritingRequired\n      dueToday\n      missedPremiumCount\n      arrearsOnlyThrough\n    }\n  }\n": typeof types.EligibleReinstatementPoliciesDocument,
    "\n  query ReinstateablePolicy($policyId: ID!) {\n    reinstateablePolicy(policyId: $policyId) {\n      id\n      policyNumber\n      productSlug\n      amount\n      insuredsAgeAtTerm\n      monthlyPremium\n      underwritingRequired\n      totalMissedPremiums\n      interestDue\n      dueToday\n      reinstatementRequest {\n        id\n        status\n        underwritingOutcome\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    activePaymentMethod {\n      id\n      card {\n        brand\n        last4\n      }\n    }\n    documents(slugs: [\"statement-of-good-health\", \"policy-terms\"]) {\n      id\n      slug\n      name\n      html {\n        url\n      }\n    }\n  }\n": typeof types.ReinstateablePolicyDocument,
    "\n  query ReinstatedPolicy {\n    userPolicy {\n      id\n      label\n      status\n      amount\n      monthlyPremium\n    }\n  }\n": typeof types.ReinstatedPolicyDocument,
    "\n  mutation CreateReinstatementInvoice($input: CreateReinstatementInvoiceInput!) {\n    createReinstatementInvoice(input: $input) {\n      invoice {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateReinstatementInvoiceDocument,
    "\n  mutation PayReinstatement($input: PayInvoiceInput!) {\n    payInvoice(input: $input) {\n      transactionResult\n      message\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.PayReinstatementDocument,
    "\n  mutation RequestReinstatement($input: RequestReinstatementInput!) {\n    requestReinstatement(input: $input) {\n      success\n      status\n      underwritingRequired\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestReinstatementDocument,
    "\n  query ServicedPolicy($number: String!) {\n    servicedPolicy(number: $number) {\n      ...ServicedPolicyFields\n    }\n  }\n": typeof types.ServicedPolicyDocument,
    "\n  mutation CancelPolicyForCustomer($input: CancelPolicyForCustomerInput!) {\n    cancelPolicyForCustomer(input: $input) {\n      policy {\n        ...ServicedPolicyFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CancelPolicyForCustomerDocument,
    "\n  query MyRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n": typeof types.MyRolesDocument,
    "\n  query UnderwritingQueue {\n    underwritingQueue {\n      id\n      openedAt\n      dueAt\n      workingHoursLeft\n      applicantName\n      requestedAmount\n      termYears\n      firstReason\n      isReinstatement\n      isPolicyChange\n    }\n  }\n": typeof types.UnderwritingQueueDocument,
    "\n  query UnderwritingCase($id: ID!) {\n    underwritingCase(id: $id) {\n      id\n      status\n      openedAt\n      dueAt\n      workingHoursLeft\n      applicantName\n      requestedAmount\n      termYears\n      isReinstatement\n      isPolicyChange\n      issueAge\n      birthdate\n      rulesVersion\n      outcome\n      suggestedRateClass\n      suggestedMaxAmount\n      ownCase\n      guidelines {\n        termLifeAllowed\n        termKnockouts\n        nicotine\n        rateClasses\n        classReasons\n        maxAmount\n        coverReason\n      }\n      answersInWords {\n        question\n        answer\n      }\n      reports {\n        source\n        title\n        summary\n        items\n      }\n      reasonsInWords {\n        ruleId\n        reason\n        basis\n      }\n      decision\n      decidedAt\n      rateClass\n      maxAmount\n      rejectReason\n    }\n  }\n": typeof types.UnderwritingCaseDocument,
    "\n  mutation DecideUnderwritingCase($input: DecideUnderwritingCaseInput!) {\n    decideUnderwritingCase(input: $input) {\n      underwritingCase {\n        id\n        status\n        decision\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DecideUnderwritingCaseDocument,
    "\n  mutation UpdateNotification($input: UpdateNotificationInput!) {\n    updateNotification(input: $input) {\n      notification {\n        id\n        read\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateNotificationDocument,
    "\n  query MyWyshList {\n    wyshAllocations {\n      id\n      name\n      amount\n      monitored\n      plaidAccount {\n        id\n        name\n        mask\n        institutionName\n      }\n      order\n      status\n      recipient {\n        id\n        kind\n        name\n        countryCode\n        accountNumber\n        phoneNumber\n        websiteUrl\n        email\n        relationship\n      }\n      wysh {\n        id\n        slug\n        monitorable\n        recipientType\n        icons {\n          format\n          url\n        }\n        wyshCategory {\n          id\n          name\n          slug\n          color\n          order\n        }\n      }\n    }\n    allocationSummary {\n      activeCount\n      totalAmount\n      percentCovered\n    }\n  }\n": typeof types.MyWyshListDocument,
    "\n  query WyshAllocationHistories($wyshAllocationId: ID!) {\n    allocationHistories(wyshAllocationId: $wyshAllocationId) {\n      id\n      amount\n      change\n      direction\n      createdAt\n    }\n  }\n": typeof types.WyshAllocationHistoriesDocument,
    "\n  mutation UpdateMyWyshAllocation($input: UpdateWyshAllocationInput!) {\n    updateWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        amount\n        order\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateMyWyshAllocationDocument,
    "\n  mutation UnmonitorMyWyshAllocation($input: WyshAllocationIdInput!) {\n    unmonitorWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        monitored\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnmonitorMyWyshAllocationDocument,
    "\n  mutation CreateMyWyshRecipient($input: CreateWyshRecipientInput!) {\n    createWyshAllocationRecipient(input: $input) {\n      recipient {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateMyWyshRecipientDocument,
    "\n  mutation UpdateMyWyshRecipient($input: UpdateWyshRecipientInput!) {\n    updateWyshAllocationRecipient(input: $input) {\n      recipient {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateMyWyshRecipientDocument,
    "\n  mutation DestroyMyWyshRecipient($input: WyshRecipientIdInput!) {\n    destroyWyshAllocationRecipient(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DestroyMyWyshRecipientDocument,
    "\n  query MyWyshAllocations {\n    wyshAllocations {\n      id\n      name\n      amount\n      order\n      wysh {\n        id\n        slug\n      }\n    }\n  }\n": typeof types.MyWyshAllocationsDocument,
    "\n  mutation CreateWyshAllocation($input: CreateWyshAllocationInput!) {\n    createWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        name\n        amount\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateWyshAllocationDocument,
    "\n  mutation DecommissionWyshAllocation($input: WyshAllocationIdInput!) {\n    decommissionWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DecommissionWyshAllocationDocument,
    "\n  query WyshCatalogue {\n    wyshCategories {\n      id\n      slug\n      name\n      prompt\n      description\n      listDescription\n      color\n      wyshes {\n        id\n        slug\n        defaultName\n        description\n        prompt\n        guidance\n        defaultAmount\n        amountPrompt\n        amountGuidance\n        amountPlaceholder\n        icons {\n          format\n          url\n        }\n        wyshSuggestions {\n          id\n          title\n          amount\n          enabled\n          order\n        }\n      }\n    }\n  }\n": typeof types.WyshCatalogueDocument,
    "\n  query HasEstimate {\n    latestEstimate {\n      id\n    }\n  }\n": typeof types.HasEstimateDocument,
    "\n  mutation TrackEvents($events: [TrackEventInput!]!) {\n    trackEvents(events: $events) {\n      recorded\n    }\n  }\n": typeof types.TrackEventsDocument,
    "\n  fragment ActiveMembershipFields on User {\n    activeConstellations {\n      businessSlug\n      activeInsuranceMembership {\n        id\n      }\n    }\n  }\n": typeof types.ActiveMembershipFieldsFragmentDoc,
    "\n  query AppSettings {\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n      cardProvider {\n        mode\n        publishableKey\n        frameUrl\n      }\n      bankLink {\n        mode\n        linkApiUrl\n      }\n      errorReporting {\n        mode\n        browserDsn\n      }\n    }\n  }\n": typeof types.AppSettingsDocument,
    "\n  query PreVerifiedInitialData {\n    fetchPreVerifiedInitialData {\n      currentUser {\n        id\n        status\n        email\n        emailStatus\n        activeConstellations {\n          id\n          businessSlug\n        }\n      }\n      emails {\n        id\n        email\n        status\n      }\n      activeEmail {\n        id\n        email\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      globalFeatureFlags {\n        name\n        enabled\n      }\n      states {\n        id\n        name\n        alpha2\n      }\n    }\n  }\n": typeof types.PreVerifiedInitialDataDocument,
    "\n  query VerifiedInitialData {\n    fetchVerifiedInitialData {\n      profile {\n        firstName\n        middleName\n        lastName\n        suffix\n        activeAddress {\n          state\n        }\n      }\n      constellations {\n        id\n        label\n        businessSlug\n        activeInsuranceMembership {\n          id\n          label\n          eligibleForCoverage\n          eligibleForUnderwriting\n          eligibleForMonitoring\n          underwritingRequired\n          capabilities {\n            billing\n            termLifeExtension\n          }\n        }\n      }\n    }\n  }\n": typeof types.VerifiedInitialDataDocument,
    "\n  fragment PremiumBreakdownFields on PremiumBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateClass\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n": typeof types.PremiumBreakdownFieldsFragmentDoc,
    "\n  fragment QuotePriceBreakdownFields on QuotePriceBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateClass\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n": typeof types.QuotePriceBreakdownFieldsFragmentDoc,
    "\n  fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n": typeof types.OfferingPriceBreakdownFieldsFragmentDoc,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query SensitiveDataKey {\n    sensitiveDataKey {\n      keyId\n      algorithm\n      spki\n    }\n  }\n": typeof types.SensitiveDataKeyDocument,
    "\n  query StaffRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n": typeof types.StaffRolesDocument,
    "\n  query SupportStatus {\n    supportStatus {\n      open\n      reopensAt\n    }\n  }\n": typeof types.SupportStatusDocument,
    "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    fields {\n      field\n      message\n    }\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  fragment SupportMessageFields on SupportMessage {\n    id\n    seq\n    author\n    body\n    createdAt\n    clientMessageId\n    event\n    agentName\n    answerKind\n    handoffReason\n    article {\n      slug\n      title\n    }\n    link {\n      label\n      href\n    }\n    facts\n  }\n": typeof types.SupportMessageFieldsFragmentDoc,
    "\n  subscription SupportMessages($conversationId: ID!, $afterSeq: Int!) {\n    supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) {\n      ...SupportMessageFields\n    }\n  }\n": typeof types.SupportMessagesDocument,
    "\n  query AddressSuggestions($input: AddressSuggestionsInput!) {\n    addressSuggestions(input: $input) {\n      streetLine\n      secondary\n      city\n      state\n      zipcode\n      entries\n    }\n  }\n": typeof types.AddressSuggestionsDocument,
    "\n  query VerifyAddress($input: AddressInput!) {\n    verifyAddress(input: $input) {\n      address {\n        street1\n        street2\n        city\n        state\n        postalCode\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifyAddressDocument,
    "\n  query ApplyGate {\n    newCoverageRefusal\n    eligibleReinstatementPolicies {\n      id\n      policyNumber\n    }\n  }\n": typeof types.ApplyGateDocument,
    "\n  query CoverIncreaseStanding {\n    userPolicy {\n      id\n      coverIncrease {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CoverIncreaseStandingDocument,
    "\n  query JourneyFacts($identified: Boolean!) {\n    globalFeatureFlags {\n      name\n      enabled\n    }\n    profile @include(if: $identified) {\n      activePhoneNumber {\n        id\n      }\n    }\n  }\n": typeof types.JourneyFactsDocument,
    "\n  query JourneyPolicy {\n    userPolicy {\n      id\n      status\n    }\n  }\n": typeof types.JourneyPolicyDocument,
    "\n  mutation StartReinstatement($input: RequestReinstatementInput!) {\n    requestReinstatement(input: $input) {\n      success\n      status\n    }\n  }\n": typeof types.StartReinstatementDocument,
    "\n  query TermExtensionStanding {\n    userPolicy {\n      id\n      termExtension {\n        request {\n          id\n          status\n        }\n      }\n    }\n  }\n": typeof types.TermExtensionStandingDocument,
    "\n  mutation CreateDirectUpload($input: CreateDirectUploadInput!) {\n    createDirectUpload(input: $input) {\n      directUpload {\n        blobId\n        signedBlobId\n        url\n        headers\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateDirectUploadDocument,
    "\n  fragment ServicedPolicyFields on ServicedPolicy {\n    id\n    number\n    productSlug\n    status\n    ownerName\n    ownerEmail\n    amount\n    monthlyPremium\n    effectiveOn\n    terminatesOn\n    replacesCover\n    freeLookEndsOn\n    paidThrough\n    cancellingToday {\n      kind\n      refundAmount\n      coverEndsOn\n    }\n    cancellation {\n      kind\n      requestedOn\n      coverEndsOn\n      refundAmount\n      reason\n    }\n    refunds {\n      amount\n      status\n      method\n      providerRefundId\n      createdAt\n    }\n    history {\n      event\n      toStatus\n      reason\n      occurredAt\n    }\n  }\n": typeof types.ServicedPolicyFieldsFragmentDoc,
    "\n  query SupportRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n": typeof types.SupportRolesDocument,
};
const documents: Documents = {
    "\n  mutation ExchangeBlackbox($input: ExchangeBlackboxInput!) {\n    exchangeBlackbox(input: $input) {\n      blocked\n      deviceId\n    }\n  }\n": types.ExchangeBlackboxDocument,
    "\n  query StartUp($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n    maintenance {\n      kind\n      returnsAt\n    }\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n      cardProvider {\n        mode\n        publishableKey\n        frameUrl\n      }\n      bankLink {\n        mode\n        linkApiUrl\n      }\n      errorReporting {\n        mode\n        browserDsn\n      }\n    }\n  }\n": types.StartUpDocument,
    "\n  query Translations($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n  }\n": types.TranslationsDocument,
    "\n  mutation DecommissionUser {\n    decommissionUser {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DecommissionUserDocument,
    "\n  query Profile {\n    profile {\n      firstName\n      middleName\n      lastName\n      suffix\n      activeEmail {\n        id\n        email\n        status\n      }\n      pendingEmail {\n        id\n        email\n        status\n      }\n      emails {\n        id\n        email\n        status\n      }\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation RequestDataExport {\n    requestDataExport {\n      request {\n        id\n        status\n      }\n      availableAt\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestDataExportDocument,
    "\n  query AgentAuditLog($conversationId: ID!) {\n    supportAuditLog(conversationId: $conversationId) {\n      action\n      agentName\n      at\n    }\n  }\n": types.AgentAuditLogDocument,
    "\n  mutation CancelPolicyFromConversation($conversationId: ID!, $reason: String!) {\n    cancelPolicyFromConversation(conversationId: $conversationId, reason: $reason) {\n      policy {\n        ...ServicedPolicyFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CancelPolicyFromConversationDocument,
    "\n  mutation CloseSupportConversationAsAgent($conversationId: ID!) {\n    closeSupportConversationAsAgent(conversationId: $conversationId) {\n      conversation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CloseSupportConversationAsAgentDocument,
    "\n  query AgentConversation($id: ID!) {\n    supportAgentConversation(id: $id) {\n      conversation {\n        id\n        status\n        waitingSince\n        followUpEmail\n        closedAt\n      }\n      person {\n        fullName\n        email\n        conversations\n        policy {\n          ...ServicedPolicyFields\n        }\n        billing {\n          nextPayment {\n            dueOn\n            amount\n            estimated\n          }\n          pastDue {\n            amount\n            invoices\n            lapsesOn\n          }\n          paymentMethod {\n            kind\n            description\n            debitsStopped\n          }\n        }\n        openCases {\n          kind\n          status\n          since\n        }\n        recentEmails {\n          subject\n          to\n          sentAt\n        }\n      }\n    }\n  }\n": types.AgentConversationDocument,
    "\n  fragment AgentQueueItemFields on SupportQueueItem {\n    personName\n    preview\n    conversation {\n      id\n      status\n      waitingSince\n    }\n  }\n": types.AgentQueueItemFieldsFragmentDoc,
    "\n  query AgentQueue {\n    supportQueue {\n      asOf\n      waiting {\n        ...AgentQueueItemFields\n      }\n      mine {\n        ...AgentQueueItemFields\n      }\n    }\n  }\n": types.AgentQueueDocument,
    "\n  mutation ReplyToSupportConversation($input: ReplyToSupportConversationInput!) {\n    replyToSupportConversation(input: $input) {\n      message {\n        id\n        seq\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ReplyToSupportConversationDocument,
    "\n  query AgentSavedAnswers {\n    supportSavedAnswers {\n      id\n      title\n      text\n    }\n  }\n": types.AgentSavedAnswersDocument,
    "\n  mutation ResendPolicyPacketFromConversation($conversationId: ID!) {\n    resendPolicyPacketFromConversation(conversationId: $conversationId) {\n      message {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResendPolicyPacketFromConversationDocument,
    "\n  mutation SendSignInLinkFromConversation($conversationId: ID!) {\n    sendSignInLinkFromConversation(conversationId: $conversationId) {\n      message {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendSignInLinkFromConversationDocument,
    "\n  mutation TakeSupportConversation($conversationId: ID!) {\n    takeSupportConversation(conversationId: $conversationId) {\n      conversation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.TakeSupportConversationDocument,
    "\n  mutation InitiatePasswordReset($input: InitiatePasswordResetInput!) {\n    initiatePasswordReset(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.InitiatePasswordResetDocument,
    "\n  mutation ResetForgottenPassword($input: ResetForgottenPasswordInput!) {\n    resetForgottenPassword(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResetForgottenPasswordDocument,
    "\n  mutation PlaidExchangePublicToken($input: PlaidExchangePublicTokenInput!) {\n    plaidExchangePublicToken(input: $input) {\n      plaidAccount {\n        id\n        name\n        mask\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PlaidExchangePublicTokenDocument,
    "\n  mutation MonitoringLinkToken {\n    plaidGenerateLinkToken(purpose: monitoring) {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MonitoringLinkTokenDocument,
    "\n  mutation MonitorWyshAllocation($input: MonitorWyshAllocationInput!) {\n    monitorWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        amount\n        monitored\n        plaidAccount {\n          id\n          name\n          mask\n          institutionName\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MonitorWyshAllocationDocument,
    "\n  mutation PlaidGenerateLinkToken {\n    plaidGenerateLinkToken {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PlaidGenerateLinkTokenDocument,
    "\n  mutation InitiatePlaidUpdate($input: PlaidItemInput!) {\n    initiatePlaidUpdate(input: $input) {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.InitiatePlaidUpdateDocument,
    "\n  query PlaidItems {\n    plaidItems {\n      id\n      status\n      plaidInstitution {\n        id\n        name\n      }\n      plaidAccounts {\n        id\n        name\n        mask\n        accountType\n        subtype\n      }\n    }\n  }\n": types.PlaidItemsDocument,
    "\n  mutation PayFromAccount($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      paymentMethod {\n        id\n        name\n        bankAccount {\n          bankName\n          mask\n          plaidAccountId\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PayFromAccountDocument,
    "\n  mutation ConfirmPlaidUpdate($input: PlaidItemInput!) {\n    confirmPlaidUpdate(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ConfirmPlaidUpdateDocument,
    "\n  mutation UnlinkPlaidItem($input: PlaidItemInput!) {\n    unlinkPlaidItem(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnlinkPlaidItemDocument,
    "\n  query MyBeneficiaries($lineOfBusiness: String) {\n    getBeneficiaries(lineOfBusiness: $lineOfBusiness) {\n      list {\n        ...BeneficiaryParts\n      }\n      backup {\n        ...BeneficiaryParts\n      }\n      pending {\n        ...BeneficiaryParts\n      }\n    }\n    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {\n      id\n      status\n    }\n  }\n\n  fragment BeneficiaryParts on Beneficiary {\n    id\n    allocation\n    responsibility\n    type\n    carriesId\n    contact {\n      __typename\n      ... on IndividualContact {\n        firstName\n        middleInitial\n        lastName\n        suffix\n        relationship\n        birthdate\n        phoneNumber\n        email\n        parentGuardianInfo\n        taxIdSet\n        requiredAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n      ... on OrganizationContact {\n        name\n        businessType\n        phoneNumber\n        email\n        taxIdSet\n        requiredAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n      ... on TrustContact {\n        name\n        firstName\n        lastName\n        dateOfTrust\n        phoneNumber\n        email\n        trusteeTaxIdSet\n        nullableAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n    }\n  }\n\n  fragment BeneficiaryAddressParts on BeneficiaryAddress {\n    street1\n    street2\n    city\n    state\n    postalCode\n  }\n": types.MyBeneficiariesDocument,
    "\n  query BeneficiaryHistory($lineOfBusiness: String) {\n    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {\n      id\n      kind\n      status\n      createdAt\n      appliedAt\n      documentVersion\n      beneficiaries {\n        ...BeneficiaryParts\n      }\n    }\n  }\n": types.BeneficiaryHistoryDocument,
    "\n  query BeneficiaryTerms {\n    documents(slugs: [\"beneficiary-terms\"]) {\n      id\n      name\n      version\n      html {\n        url\n      }\n    }\n    currentUser {\n      ...ActiveMembershipFields\n    }\n  }\n": types.BeneficiaryTermsDocument,
    "\n  mutation AcknowledgeBeneficiaryTerms($input: CreateAcknowledgementInput!) {\n    createAcknowledgement(input: $input) {\n      acknowledgement {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AcknowledgeBeneficiaryTermsDocument,
    "\n  mutation ConfirmMyBeneficiaryChanges($input: ConfirmBeneficiaryChangesInput!) {\n    confirmBeneficiaryChanges(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ConfirmMyBeneficiaryChangesDocument,
    "\n  mutation DiscardMyBeneficiaryChanges($input: DiscardBeneficiaryChangesInput!) {\n    discardBeneficiaryChanges(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DiscardMyBeneficiaryChangesDocument,
    "\n  mutation SendMyBeneficiaryPacket($input: SendBeneficiaryPacketInput!) {\n    sendBeneficiaryPacket(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendMyBeneficiaryPacketDocument,
    "\n  mutation CreateMyBeneficiary($input: CreateBeneficiaryInput!) {\n    createBeneficiary(input: $input) {\n      beneficiary {\n        id\n      }\n      beneficiaries {\n        list {\n          id\n        }\n        backup {\n          id\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateMyBeneficiaryDocument,
    "\n  mutation UpdateMyBeneficiary($input: UpdateBeneficiaryInput!) {\n    updateBeneficiary(input: $input) {\n      beneficiary {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateMyBeneficiaryDocument,
    "\n  mutation DestroyMyBeneficiary($input: DestroyBeneficiaryInput!) {\n    destroyBeneficiary(input: $input) {\n      success\n      beneficiaries {\n        list {\n          id\n        }\n        backup {\n          id\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DestroyMyBeneficiaryDocument,
    "\n  mutation UpdateMyBeneficiaryAllocation($input: UpdateBeneficiaryAllocationInput!) {\n    updateBeneficiaryAllocation(input: $input) {\n      status\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateMyBeneficiaryAllocationDocument,
    "\n  mutation UpdateBillingFrequency($input: UpdateBillingFrequencyInput!) {\n    updateBillingFrequency(input: $input) {\n      policy {\n        id\n        accountsProduct {\n          id\n          amount\n          billingFrequency\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateBillingFrequencyDocument,
    "\n  query BillingPage {\n    userPolicy {\n      id\n      label\n      status\n      lapsesAt\n      monthlyPremium\n      annualPremium\n      accountsProduct {\n        id\n        name\n        amount\n        billingFrequency\n        nextPayment {\n          date\n          estimated\n        }\n      }\n      invoices {\n        id\n        kind\n        status\n        amount\n        balance\n        periodStart\n        periodEnd\n        dueOn\n        paidOn\n        pastDue\n        payments {\n          id\n          status\n          amount\n          returnCode\n        }\n        receipt {\n          id\n          pdf {\n            url\n          }\n        }\n      }\n    }\n    activePaymentMethod {\n      id\n      source\n      name\n      description\n      bankAccount {\n        bankName\n        accountType\n        mask\n        plaidAccountId\n        debitsStoppedCode\n      }\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n    currentUser {\n      activeConstellations {\n        businessSlug\n        activeInsuranceMembership {\n          id\n          invoicesPastDueBalance\n          invoicesProcessingAmount\n        }\n      }\n    }\n    profile {\n      firstName\n      lastName\n    }\n  }\n": types.BillingPageDocument,
    "\n  mutation CreateMultiplePayments($input: CreateMultiplePaymentsInput!) {\n    createMultiplePayments(input: $input) {\n      payments {\n        billingAttemptedAmount\n        transactionResult\n        paymentMethod {\n          source\n          name\n          card {\n            brand\n            last4\n          }\n          bankAccount {\n            bankName\n            accountType\n            mask\n          }\n        }\n        processed {\n          invoiceId\n          amount\n          transactionResult\n          reason\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateMultiplePaymentsDocument,
    "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      saved\n      message\n      paymentMethod {\n        id\n        card {\n          brand\n          last4\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  fragment SupportConversationFields on SupportConversation {\n    id\n    status\n    lastSeq\n    followUpEmail\n    rating\n    queue {\n      position\n      typicalWaitMinutes\n    }\n  }\n": types.SupportConversationFieldsFragmentDoc,
    "\n  query SupportConversation {\n    supportConversation {\n      ...SupportConversationFields\n    }\n  }\n": types.SupportConversationDocument,
    "\n  mutation SendSupportMessage($input: SendSupportMessageInput!) {\n    sendSupportMessage(input: $input) {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendSupportMessageDocument,
    "\n  mutation RequestSupportAgent {\n    requestSupportAgent {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestSupportAgentDocument,
    "\n  mutation LeaveSupportQueue {\n    leaveSupportQueue {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LeaveSupportQueueDocument,
    "\n  mutation RequestSupportFollowUp {\n    requestSupportFollowUp {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestSupportFollowUpDocument,
    "\n  mutation CloseSupportConversation {\n    closeSupportConversation {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CloseSupportConversationDocument,
    "\n  mutation RateSupportConversation($conversationId: ID!, $rating: Int!) {\n    rateSupportConversation(conversationId: $conversationId, rating: $rating) {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RateSupportConversationDocument,
    "\n  fragment EstimatePricingFields on EstimatePricing {\n    amount\n    termDuration\n    annualPremium\n    monthlyPremium\n    allocationsCoveredPercentage\n    insuredsAgeAtTerm\n    breakdown {\n      ...PremiumBreakdownFields\n    }\n  }\n": types.EstimatePricingFieldsFragmentDoc,
    "\n  query LatestEstimate {\n    latestEstimate {\n      id\n      amount\n      termDuration\n      annualPremium\n      monthlyPremium\n      allocationsCoveredPercentage\n      rateClass\n      rateVersion\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    estimateInputs {\n      birthdate\n      missing\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": types.LatestEstimateDocument,
    "\n  query CoverageEditorState($estimateId: ID!) {\n    coverageEditorState(estimateId: $estimateId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      termSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n  fragment SliderFields on SliderMetadata {\n    ticks {\n      value\n      label\n    }\n    valueBase\n    increment\n    characterMax\n    value\n    textEditable\n    minErrorMessage {\n      header\n      text\n    }\n    maxErrorMessage {\n      header\n      text\n    }\n    leftTextLabel\n    rightTextLabel\n  }\n": types.CoverageEditorStateDocument,
    "\n  query AdjustEstimate($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustEstimate(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      pricing {\n        ...EstimatePricingFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AdjustEstimateDocument,
    "\n  query PreviewEstimate($input: PreviewEstimateInput!) {\n    previewEstimate(input: $input) {\n      pricing {\n        ...EstimatePricingFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PreviewEstimateDocument,
    "\n  mutation CreateEstimate($input: EstimateInput!) {\n    createEstimate(input: $input) {\n      amount\n      termDuration\n      estimate {\n        id\n        monthlyPremium\n        allocationsCoveredPercentage\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateEstimateDocument,
    "\n  mutation UpdatePrequalificationInformation($input: PrequalificationInformationInput!) {\n    updatePrequalificationInformation(input: $input) {\n      inputs {\n        missing\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdatePrequalificationInformationDocument,
    "\n  query OfferToEdit {\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      annualPremium\n      monthlyPremium\n      allocationCoverage\n      classReasons\n      rules {\n        ruleId\n        reason\n        shaped\n      }\n      insuranceApplication {\n        id\n        version\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    productsOfferings {\n      id\n      status\n      amount\n      annualPremium\n      monthlyPremium\n      allocationCoverage\n      breakdown {\n        ...OfferingPriceBreakdownFields\n      }\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": types.OfferToEditDocument,
    "\n  query OfferEditorState($quoteId: ID, $productsOfferingId: ID) {\n    coverageEditorState(quoteId: $quoteId, productsOfferingId: $productsOfferingId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      termSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.OfferEditorStateDocument,
    "\n  fragment QuotePricingFields on QuotePricingPayload {\n    amount\n    termDuration\n    annualPremium\n    monthlyPremium\n    allocationsCoveredPercentage\n    breakdown {\n      ...QuotePriceBreakdownFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n": types.QuotePricingFieldsFragmentDoc,
    "\n  query AdjustQuote($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustQuote(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      ...QuotePricingFields\n    }\n  }\n": types.AdjustQuoteDocument,
    "\n  query AdjustProductOffering($id: ID!, $amount: Cents!) {\n    adjustProductOffering(id: $id, amount: $amount) {\n      ...QuotePricingFields\n    }\n  }\n": types.AdjustProductOfferingDocument,
    "\n  mutation UpdateQuote($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateQuoteDocument,
    "\n  mutation UpdateProductOffering($input: UpdateProductOfferingInput!) {\n    updateProductOffering(input: $input) {\n      productsOffering {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateProductOfferingDocument,
    "\n  query PolicyToEdit {\n    userPolicy {\n      id\n      status\n      amount\n      monthlyPremium\n      annualPremium\n      rateVersion\n      insuredsAgeAtTerm\n      product {\n        slug\n      }\n      classification {\n        id\n        name\n      }\n      pendingUpdate {\n        policyId\n        effectiveOn\n      }\n      coverIncrease {\n        id\n        status\n      }\n      breakdown {\n        ...QuotePriceBreakdownFields\n      }\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": types.PolicyToEditDocument,
    "\n  query PolicyEditorState($policyId: ID!) {\n    coverageEditorState(policyId: $policyId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PolicyEditorStateDocument,
    "\n  query AdjustPolicy($policyId: ID!, $amount: Cents!) {\n    adjustPolicy(policyId: $policyId, amount: $amount) {\n      amount\n      monthlyPremium\n      annualPremium\n      effectiveOn\n      breakdown {\n        ...QuotePriceBreakdownFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AdjustPolicyDocument,
    "\n  mutation RequestCoverageAdjustment($input: RequestCoverageAdjustmentInput!) {\n    requestCoverageAdjustment(input: $input) {\n      effectiveOn\n      policy {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestCoverageAdjustmentDocument,
    "\n  mutation RequestCoverIncrease($input: RequestCoverIncreaseInput!) {\n    requestCoverIncrease(input: $input) {\n      coverIncrease {\n        id\n        status\n        requestedAmount\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestCoverIncreaseDocument,
    "\n  query CoveragePreview {\n    latestEstimate {\n      id\n      amount\n      termDuration\n      monthlyPremium\n    }\n    wyshAllocations {\n      id\n      name\n      amount\n    }\n    userPolicy {\n      id\n      status\n      amount\n    }\n  }\n": types.CoveragePreviewDocument,
    "\n  query RecommendedCoverPrice($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustEstimate(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      pricing {\n        amount\n        monthlyPremium\n        allocationsCoveredPercentage\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RecommendedCoverPriceDocument,
    "\n  query InstantEstimate($input: PreviewEstimateInput!) {\n    previewEstimate(input: $input) {\n      pricing {\n        amount\n        termDuration\n        monthlyPremium\n        annualPremium\n        breakdown {\n          rateClass\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.InstantEstimateDocument,
    "\n  query CancelledPolicy($withDocuments: Boolean!) {\n    cancelledPolicy {\n      id\n      label\n      cancellation {\n        kind\n        requestedOn\n        coverEndsOn\n        refundAmount\n      }\n      refunds {\n        amount\n        status\n        method\n      }\n      documents @include(if: $withDocuments) {\n        id\n        slug\n        pdf {\n          url\n        }\n      }\n    }\n  }\n": types.CancelledPolicyDocument,
    "\n  query DashboardHome {\n    dashboardHome {\n      firstName\n      insurance {\n        state\n        title\n        productSlug\n        coverageAmount\n        coverageUpTo\n        nextBillingDate\n        lapsedOn\n        quoteExpiresAt\n      }\n      wysh {\n        state\n        activeCount\n        wyshes {\n          id\n          name\n          amount\n        }\n      }\n      policyUpdate {\n        kind\n        reason\n        lapsesAt\n        pendingPolicyId\n      }\n    }\n  }\n": types.DashboardHomeDocument,
    "\n  query PolicyholderHome {\n    userPolicy {\n      id\n      label\n      status\n      lapsesAt\n      cancellation {\n        kind\n        coverEndsOn\n      }\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      effectiveAt\n      monthlyPremium\n      classification {\n        id\n        name\n      }\n      product {\n        slug\n      }\n      termExtension {\n        available\n        opensOn\n        extendsFrom\n        years\n        coverEndsOn\n        request {\n          id\n          status\n        }\n      }\n      documents {\n        id\n        slug\n        pdf {\n          url\n        }\n      }\n      accountsProduct {\n        id\n        amount\n        nextPayment {\n          date\n          estimated\n        }\n      }\n    }\n    getBeneficiaries {\n      list {\n        ...HomeBeneficiary\n      }\n      backup {\n        ...HomeBeneficiary\n      }\n      pending {\n        id\n      }\n    }\n    allocationSummary {\n      activeCount\n      totalAmount\n      percentCovered\n    }\n    paymentMethods {\n      id\n      status\n      card {\n        brand\n        last4\n      }\n    }\n    activePaymentMethod {\n      id\n      source\n      name\n      card {\n        brand\n        last4\n      }\n      bankAccount {\n        bankName\n        accountType\n        mask\n      }\n    }\n    currentUser {\n      activeConstellations {\n        activeInsuranceMembership {\n          id\n          invoicesProcessingAmount\n        }\n      }\n    }\n  }\n\n  fragment HomeBeneficiary on Beneficiary {\n    id\n    allocation\n    responsibility\n    contact {\n      __typename\n      ... on IndividualContact {\n        firstName\n        lastName\n      }\n      ... on OrganizationContact {\n        name\n      }\n      ... on TrustContact {\n        name\n      }\n    }\n  }\n": types.PolicyholderHomeDocument,
    "\n  query UnderwritingNotifications {\n    notifications {\n      id\n      read\n      metadata {\n        type\n        result\n        policyId\n      }\n    }\n    userPolicy {\n      id\n      coverIncrease {\n        id\n        status\n      }\n      termExtension {\n        request {\n          id\n          status\n        }\n      }\n    }\n  }\n": types.UnderwritingNotificationsDocument,
    "\n  mutation ExchangeLoginToken($input: ExchangeLoginTokenInput!) {\n    exchangeLoginToken(input: $input) {\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ExchangeLoginTokenDocument,
    "\n  query Disclosure($slug: String!) {\n    disclosure(slug: $slug) {\n      id\n      name\n      slug\n      body\n      updatedAt\n    }\n  }\n": types.DisclosureDocument,
    "\n  query DocumentCategories {\n    documentCategories {\n      id\n      name\n      slug\n      documents {\n        id\n      }\n    }\n  }\n": types.DocumentCategoriesDocument,
    "\n  query DocumentCategory($slug: String!) {\n    documentCategory(slug: $slug) {\n      id\n      name\n      slug\n      yearGroupable\n      documents {\n        id\n        name\n        version\n        applicableYear\n        createdAt\n        html {\n          fileName\n          url\n        }\n        pdf {\n          fileName\n          url\n        }\n      }\n    }\n  }\n": types.DocumentCategoryDocument,
    "\n  query Document($id: ID!) {\n    documentById(id: $id) {\n      id\n      name\n      description\n      version\n      createdAt\n      documentCategory {\n        name\n        slug\n      }\n      html {\n        fileName\n        url\n      }\n      pdf {\n        fileName\n        url\n      }\n    }\n  }\n": types.DocumentDocument,
    "\n  query UserIneligibleReasons {\n    userIneligibleReasons {\n      ineligibleCoverageReasons\n    }\n  }\n": types.UserIneligibleReasonsDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation CreateFlowSession($input: CreateFlowSessionInput!) {\n    createFlowSession(input: $input) {\n      flow {\n        id\n        slug\n        terminalBehavior\n        defaultScope\n      }\n      flowSession {\n        ...FlowSessionFields\n      }\n      form\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateFlowSessionDocument,
    "\n  mutation CreateResponse($input: CreateResponseInput!) {\n    createResponse(input: $input) {\n      flowSession {\n        ...FlowSessionFields\n      }\n      validationErrors {\n        fieldId\n        code\n        message\n        fullMessage\n      }\n      error {\n        ...UserErrorFields\n      }\n      next {\n        ...FormMoveFields\n      }\n    }\n  }\n": types.CreateResponseDocument,
    "\n  mutation ExecuteGroupMutation($input: ExecuteGroupMutationInput!) {\n    executeGroupMutation(input: $input) {\n      response\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ExecuteGroupMutationDocument,
    "\n  mutation FetchForm($input: FetchFormInput!) {\n    fetchForm(input: $input) {\n      ...FormMoveFields\n    }\n  }\n": types.FetchFormDocument,
    "\n  fragment FlowSessionFields on FlowSession {\n    id\n    flowSlug\n    flowScope\n    formIndex\n    currentFormSlug\n    finished\n  }\n": types.FlowSessionFieldsFragmentDoc,
    "\n  fragment FormMoveFields on FetchFormPayload {\n    form\n    flowSession {\n      ...FlowSessionFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n": types.FormMoveFieldsFragmentDoc,
    "\n  query TriviaQuestions {\n    triviaQuestions {\n      id\n      prompt\n      choices {\n        id\n        text\n      }\n      correctChoiceId\n      explanation\n    }\n  }\n": types.TriviaQuestionsDocument,
    "\n  mutation SubmitApplication($input: RequestNewBusinessInput!) {\n    requestNewBusiness(input: $input) {\n      insuranceApplication {\n        id\n        result\n        outcome\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitApplicationDocument,
    "\n  mutation SubmitReinstatementUnderwriting($input: SubmitReinstatementUnderwritingInput!) {\n    submitReinstatementUnderwriting(input: $input) {\n      status\n      reinstatementRequest {\n        id\n        status\n        underwritingResult\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitReinstatementUnderwritingDocument,
    "\n  query HelpArticle($slug: String!) {\n    helpArticle(slug: $slug) {\n      id\n      slug\n      title\n      updatedOn\n      body\n      category {\n        slug\n        name\n      }\n      related {\n        slug\n        title\n      }\n    }\n  }\n": types.HelpArticleDocument,
    "\n  query HelpArticles($search: String) {\n    helpArticles(search: $search) {\n      article {\n        id\n        slug\n        title\n        summary\n        category {\n          slug\n          name\n        }\n      }\n      snippet {\n        text\n        highlighted\n      }\n      matchedAllWords\n    }\n  }\n": types.HelpArticlesDocument,
    "\n  query InAppMessages {\n    inAppMessages {\n      id\n      kind\n      title\n      body\n      link {\n        label\n        href\n      }\n    }\n  }\n": types.InAppMessagesDocument,
    "\n  mutation DismissInAppMessage($input: UpdateNotificationInput!) {\n    updateNotification(input: $input) {\n      notification {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DismissInAppMessageDocument,
    "\n  query Maintenance {\n    maintenance {\n      kind\n      returnsAt\n    }\n  }\n": types.MaintenanceDocument,
    "\n  query PhoneNumbers {\n    profile {\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n    }\n  }\n": types.PhoneNumbersDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestOtpDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      success\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation VerifySession($input: VerifySessionInput!) {\n    verifySession(input: $input) {\n      success\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifySessionDocument,
    "\n  fragment CoverIncreaseFields on CoverIncrease {\n    id\n    status\n    currentAmount\n    requestedAmount\n    approvedAmount\n    currentMonthlyPremium\n    newMonthlyPremium\n    newAnnualPremium\n    addedMonthlyPremium\n    rateClass\n    rateVersion\n    effectiveOn\n    offerExpiresOn\n    decidedOn\n    closedReason\n  }\n": types.CoverIncreaseFieldsFragmentDoc,
    "\n  query ConfirmUpdate {\n    userPolicy {\n      id\n      status\n      terminatesAt\n      product {\n        slug\n      }\n      pendingUpdate {\n        policyId\n        effectiveOn\n      }\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      termExtension {\n        request {\n          ...TermExtensionRequestFields\n        }\n      }\n    }\n  }\n": types.ConfirmUpdateDocument,
    "\n  mutation SubmitCoverIncreaseUnderwriting($input: CoverIncreasePolicyInput!) {\n    submitCoverIncreaseUnderwriting(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitCoverIncreaseUnderwritingDocument,
    "\n  mutation AcceptCoverIncrease($input: CoverIncreasePolicyInput!) {\n    acceptCoverIncrease(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AcceptCoverIncreaseDocument,
    "\n  mutation WithdrawCoverIncrease($input: CoverIncreasePolicyInput!) {\n    withdrawCoverIncrease(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.WithdrawCoverIncreaseDocument,
    "\n  query PendingDetails($id: ID!) {\n    policy(id: $id) {\n      id\n      label\n      product {\n        slug\n      }\n      accountsProduct {\n        id\n        nextPayment {\n          date\n        }\n      }\n      pendingUpdate {\n        version\n        effectiveOn\n        current {\n          amount\n          monthlyPremium\n          annualPremium\n          rateVersion\n        }\n        requested {\n          amount\n          monthlyPremium\n          annualPremium\n          rateVersion\n        }\n      }\n    }\n  }\n": types.PendingDetailsDocument,
    "\n  mutation CancelPendingPolicyUpdates($input: CancelPendingPolicyUpdatesInput!) {\n    cancelPendingPolicyUpdates(input: $input) {\n      policy {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CancelPendingPolicyUpdatesDocument,
    "\n  fragment TermExtensionRequestFields on TermExtensionRequest {\n    id\n    status\n    cover\n    currentMonthlyPremium\n    newMonthlyPremium\n    newAnnualPremium\n    rateClass\n    rateVersion\n    extendsFrom\n    years\n    coverEndsOn\n    offerExpiresOn\n    decidedOn\n    closedReason\n  }\n": types.TermExtensionRequestFieldsFragmentDoc,
    "\n  fragment TermExtensionFields on TermExtension {\n    policyId\n    available\n    extendsFrom\n    years\n    attainedAge\n    coverEndsOn\n    opensOn\n    request {\n      ...TermExtensionRequestFields\n    }\n  }\n": types.TermExtensionFieldsFragmentDoc,
    "\n  mutation RequestTermExtension($input: TermExtensionPolicyInput!) {\n    requestTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestTermExtensionDocument,
    "\n  mutation SubmitTermExtensionUnderwriting($input: TermExtensionPolicyInput!) {\n    submitTermExtensionUnderwriting(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitTermExtensionUnderwritingDocument,
    "\n  mutation AcceptTermExtension($input: TermExtensionPolicyInput!) {\n    acceptTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AcceptTermExtensionDocument,
    "\n  mutation WithdrawTermExtension($input: TermExtensionPolicyInput!) {\n    withdrawTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.WithdrawTermExtensionDocument,
    "\n  query PurchaseContext {\n    profile {\n      firstName\n      lastName\n    }\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      monthlyPremium\n    }\n    productsOfferings {\n      id\n      productSlug\n      status\n      amount\n      insuredsAgeAtTerm\n      monthlyPremium\n    }\n    userPolicy {\n      id\n      label\n      status\n    }\n    pendingPolicy {\n      id\n      status\n      invoices {\n        id\n        kind\n        payments {\n          id\n          status\n          returnCode\n          paymentMethod {\n            source\n            description\n          }\n        }\n      }\n    }\n    documents(slugs: [\"statement-of-good-health\", \"policy-terms\", \"replace-accidental-death\"]) {\n      id\n      slug\n      name\n      html {\n        url\n      }\n    }\n  }\n": types.PurchaseContextDocument,
    "\n  mutation PurchasePolicy($input: PurchasePolicyInput!) {\n    purchasePolicy(input: $input) {\n      transactionResult\n      message\n      declineCode\n      policy {\n        id\n        status\n      }\n      paymentMethod {\n        description\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PurchasePolicyDocument,
    "\n  query PurchasedPolicy {\n    profile {\n      firstName\n      activeEmail {\n        email\n      }\n      emails {\n        email\n      }\n    }\n    pendingPolicy {\n      id\n      status\n      amount\n      monthlyPremium\n      product {\n        slug\n      }\n      invoices {\n        id\n        kind\n        payments {\n          id\n          status\n          paymentMethod {\n            description\n          }\n        }\n      }\n    }\n    userPolicy {\n      id\n      label\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      effectiveAt\n      monthlyPremium\n      product {\n        slug\n      }\n      documents {\n        id\n        slug\n        html {\n          url\n        }\n        pdf {\n          url\n        }\n      }\n    }\n  }\n": types.PurchasedPolicyDocument,
    "\n  query ReviewQuote {\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      expiresAt\n      allocationCoverage\n      monthlyPremium\n      annualPremium\n      classification {\n        id\n        name\n      }\n      classReasons\n      rules {\n        ruleId\n        reason\n        shaped\n      }\n      insuranceApplication {\n        id\n        version\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    productsOfferings {\n      id\n      productSlug\n      status\n      amount\n      maxAmount\n      expiresAt\n      effectiveUntil\n      insuredsAgeAtTerm\n      allocationCoverage\n      monthlyPremium\n      annualPremium\n      payoutDetails {\n        publicTransportation\n        autoPedestrian\n        generalAccident\n      }\n      breakdown {\n        ...OfferingPriceBreakdownFields\n      }\n    }\n    latestInsuranceApplication {\n      id\n      result\n      outcome\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n": types.ReviewQuoteDocument,
    "\n  mutation RegisterUser($input: CreateCredentialInput!) {\n    registerUser(input: $input) {\n      credential {\n        status\n        token {\n          accessToken\n          refreshToken\n          authLevel\n          expiresIn\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RegisterUserDocument,
    "\n  query EligibleReinstatementPolicies {\n    eligibleReinstatementPolicies {\n      id\n      policyNumber\n      productSlug\n      amount\n      lapsedOn\n      underwritingRequired\n      dueToday\n      missedPremiumCount\n      arrearsOnlyThrough\n    }\n  }\n": types.EligibleReinstatementPoliciesDocument,
    "\n  query ReinstateablePolicy($policyId: ID!) {\n    reinstateablePolicy(policyId: $policyId) {\n      id\n      policyNumber\n      productSlug\n      amount\n      insuredsAgeAtTerm\n      monthlyPremium\n      underwritingRequired\n      totalMissedPremiums\n      interestDue\n      dueToday\n      reinstatementRequest {\n        id\n        status\n        underwritingOutcome\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    activePaymentMethod {\n      id\n      card {\n        brand\n        last4\n      }\n    }\n    documents(slugs: [\"statement-of-good-health\", \"policy-terms\"]) {\n      id\n      slug\n      name\n      html {\n        url\n      }\n    }\n  }\n": types.ReinstateablePolicyDocument,
    "\n  query ReinstatedPolicy {\n    userPolicy {\n      id\n      label\n      status\n      amount\n      monthlyPremium\n    }\n  }\n": types.ReinstatedPolicyDocument,
    "\n  mutation CreateReinstatementInvoice($input: CreateReinstatementInvoiceInput!) {\n    createReinstatementInvoice(input: $input) {\n      invoice {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateReinstatementInvoiceDocument,
    "\n  mutation PayReinstatement($input: PayInvoiceInput!) {\n    payInvoice(input: $input) {\n      transactionResult\n      message\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.PayReinstatementDocument,
    "\n  mutation RequestReinstatement($input: RequestReinstatementInput!) {\n    requestReinstatement(input: $input) {\n      success\n      status\n      underwritingRequired\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestReinstatementDocument,
    "\n  query ServicedPolicy($number: String!) {\n    servicedPolicy(number: $number) {\n      ...ServicedPolicyFields\n    }\n  }\n": types.ServicedPolicyDocument,
    "\n  mutation CancelPolicyForCustomer($input: CancelPolicyForCustomerInput!) {\n    cancelPolicyForCustomer(input: $input) {\n      policy {\n        ...ServicedPolicyFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CancelPolicyForCustomerDocument,
    "\n  query MyRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n": types.MyRolesDocument,
    "\n  query UnderwritingQueue {\n    underwritingQueue {\n      id\n      openedAt\n      dueAt\n      workingHoursLeft\n      applicantName\n      requestedAmount\n      termYears\n      firstReason\n      isReinstatement\n      isPolicyChange\n    }\n  }\n": types.UnderwritingQueueDocument,
    "\n  query UnderwritingCase($id: ID!) {\n    underwritingCase(id: $id) {\n      id\n      status\n      openedAt\n      dueAt\n      workingHoursLeft\n      applicantName\n      requestedAmount\n      termYears\n      isReinstatement\n      isPolicyChange\n      issueAge\n      birthdate\n      rulesVersion\n      outcome\n      suggestedRateClass\n      suggestedMaxAmount\n      ownCase\n      guidelines {\n        termLifeAllowed\n        termKnockouts\n        nicotine\n        rateClasses\n        classReasons\n        maxAmount\n        coverReason\n      }\n      answersInWords {\n        question\n        answer\n      }\n      reports {\n        source\n        title\n        summary\n        items\n      }\n      reasonsInWords {\n        ruleId\n        reason\n        basis\n      }\n      decision\n      decidedAt\n      rateClass\n      maxAmount\n      rejectReason\n    }\n  }\n": types.UnderwritingCaseDocument,
    "\n  mutation DecideUnderwritingCase($input: DecideUnderwritingCaseInput!) {\n    decideUnderwritingCase(input: $input) {\n      underwritingCase {\n        id\n        status\n        decision\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DecideUnderwritingCaseDocument,
    "\n  mutation UpdateNotification($input: UpdateNotificationInput!) {\n    updateNotification(input: $input) {\n      notification {\n        id\n        read\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateNotificationDocument,
    "\n  query MyWyshList {\n    wyshAllocations {\n      id\n      name\n      amount\n      monitored\n      plaidAccount {\n        id\n        name\n        mask\n        institutionName\n      }\n      order\n      status\n      recipient {\n        id\n        kind\n        name\n        countryCode\n        accountNumber\n        phoneNumber\n        websiteUrl\n        email\n        relationship\n      }\n      wysh {\n        id\n        slug\n        monitorable\n        recipientType\n        icons {\n          format\n          url\n        }\n        wyshCategory {\n          id\n          name\n          slug\n          color\n          order\n        }\n      }\n    }\n    allocationSummary {\n      activeCount\n      totalAmount\n      percentCovered\n    }\n  }\n": types.MyWyshListDocument,
    "\n  query WyshAllocationHistories($wyshAllocationId: ID!) {\n    allocationHistories(wyshAllocationId: $wyshAllocationId) {\n      id\n      amount\n      change\n      direction\n      createdAt\n    }\n  }\n": types.WyshAllocationHistoriesDocument,
    "\n  mutation UpdateMyWyshAllocation($input: UpdateWyshAllocationInput!) {\n    updateWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        amount\n        order\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateMyWyshAllocationDocument,
    "\n  mutation UnmonitorMyWyshAllocation($input: WyshAllocationIdInput!) {\n    unmonitorWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        monitored\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnmonitorMyWyshAllocationDocument,
    "\n  mutation CreateMyWyshRecipient($input: CreateWyshRecipientInput!) {\n    createWyshAllocationRecipient(input: $input) {\n      recipient {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateMyWyshRecipientDocument,
    "\n  mutation UpdateMyWyshRecipient($input: UpdateWyshRecipientInput!) {\n    updateWyshAllocationRecipient(input: $input) {\n      recipient {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateMyWyshRecipientDocument,
    "\n  mutation DestroyMyWyshRecipient($input: WyshRecipientIdInput!) {\n    destroyWyshAllocationRecipient(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DestroyMyWyshRecipientDocument,
    "\n  query MyWyshAllocations {\n    wyshAllocations {\n      id\n      name\n      amount\n      order\n      wysh {\n        id\n        slug\n      }\n    }\n  }\n": types.MyWyshAllocationsDocument,
    "\n  mutation CreateWyshAllocation($input: CreateWyshAllocationInput!) {\n    createWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        name\n        amount\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateWyshAllocationDocument,
    "\n  mutation DecommissionWyshAllocation($input: WyshAllocationIdInput!) {\n    decommissionWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DecommissionWyshAllocationDocument,
    "\n  query WyshCatalogue {\n    wyshCategories {\n      id\n      slug\n      name\n      prompt\n      description\n      listDescription\n      color\n      wyshes {\n        id\n        slug\n        defaultName\n        description\n        prompt\n        guidance\n        defaultAmount\n        amountPrompt\n        amountGuidance\n        amountPlaceholder\n        icons {\n          format\n          url\n        }\n        wyshSuggestions {\n          id\n          title\n          amount\n          enabled\n          order\n        }\n      }\n    }\n  }\n": types.WyshCatalogueDocument,
    "\n  query HasEstimate {\n    latestEstimate {\n      id\n    }\n  }\n": types.HasEstimateDocument,
    "\n  mutation TrackEvents($events: [TrackEventInput!]!) {\n    trackEvents(events: $events) {\n      recorded\n    }\n  }\n": types.TrackEventsDocument,
    "\n  fragment ActiveMembershipFields on User {\n    activeConstellations {\n      businessSlug\n      activeInsuranceMembership {\n        id\n      }\n    }\n  }\n": types.ActiveMembershipFieldsFragmentDoc,
    "\n  query AppSettings {\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n      cardProvider {\n        mode\n        publishableKey\n        frameUrl\n      }\n      bankLink {\n        mode\n        linkApiUrl\n      }\n      errorReporting {\n        mode\n        browserDsn\n      }\n    }\n  }\n": types.AppSettingsDocument,
    "\n  query PreVerifiedInitialData {\n    fetchPreVerifiedInitialData {\n      currentUser {\n        id\n        status\n        email\n        emailStatus\n        activeConstellations {\n          id\n          businessSlug\n        }\n      }\n      emails {\n        id\n        email\n        status\n      }\n      activeEmail {\n        id\n        email\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      globalFeatureFlags {\n        name\n        enabled\n      }\n      states {\n        id\n        name\n        alpha2\n      }\n    }\n  }\n": types.PreVerifiedInitialDataDocument,
    "\n  query VerifiedInitialData {\n    fetchVerifiedInitialData {\n      profile {\n        firstName\n        middleName\n        lastName\n        suffix\n        activeAddress {\n          state\n        }\n      }\n      constellations {\n        id\n        label\n        businessSlug\n        activeInsuranceMembership {\n          id\n          label\n          eligibleForCoverage\n          eligibleForUnderwriting\n          eligibleForMonitoring\n          underwritingRequired\n          capabilities {\n            billing\n            termLifeExtension\n          }\n        }\n      }\n    }\n  }\n": types.VerifiedInitialDataDocument,
    "\n  fragment PremiumBreakdownFields on PremiumBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateClass\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n": types.PremiumBreakdownFieldsFragmentDoc,
    "\n  fragment QuotePriceBreakdownFields on QuotePriceBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateClass\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n": types.QuotePriceBreakdownFieldsFragmentDoc,
    "\n  fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n": types.OfferingPriceBreakdownFieldsFragmentDoc,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query SensitiveDataKey {\n    sensitiveDataKey {\n      keyId\n      algorithm\n      spki\n    }\n  }\n": types.SensitiveDataKeyDocument,
    "\n  query StaffRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n": types.StaffRolesDocument,
    "\n  query SupportStatus {\n    supportStatus {\n      open\n      reopensAt\n    }\n  }\n": types.SupportStatusDocument,
    "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    fields {\n      field\n      message\n    }\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  fragment SupportMessageFields on SupportMessage {\n    id\n    seq\n    author\n    body\n    createdAt\n    clientMessageId\n    event\n    agentName\n    answerKind\n    handoffReason\n    article {\n      slug\n      title\n    }\n    link {\n      label\n      href\n    }\n    facts\n  }\n": types.SupportMessageFieldsFragmentDoc,
    "\n  subscription SupportMessages($conversationId: ID!, $afterSeq: Int!) {\n    supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) {\n      ...SupportMessageFields\n    }\n  }\n": types.SupportMessagesDocument,
    "\n  query AddressSuggestions($input: AddressSuggestionsInput!) {\n    addressSuggestions(input: $input) {\n      streetLine\n      secondary\n      city\n      state\n      zipcode\n      entries\n    }\n  }\n": types.AddressSuggestionsDocument,
    "\n  query VerifyAddress($input: AddressInput!) {\n    verifyAddress(input: $input) {\n      address {\n        street1\n        street2\n        city\n        state\n        postalCode\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifyAddressDocument,
    "\n  query ApplyGate {\n    newCoverageRefusal\n    eligibleReinstatementPolicies {\n      id\n      policyNumber\n    }\n  }\n": types.ApplyGateDocument,
    "\n  query CoverIncreaseStanding {\n    userPolicy {\n      id\n      coverIncrease {\n        id\n        status\n      }\n    }\n  }\n": types.CoverIncreaseStandingDocument,
    "\n  query JourneyFacts($identified: Boolean!) {\n    globalFeatureFlags {\n      name\n      enabled\n    }\n    profile @include(if: $identified) {\n      activePhoneNumber {\n        id\n      }\n    }\n  }\n": types.JourneyFactsDocument,
    "\n  query JourneyPolicy {\n    userPolicy {\n      id\n      status\n    }\n  }\n": types.JourneyPolicyDocument,
    "\n  mutation StartReinstatement($input: RequestReinstatementInput!) {\n    requestReinstatement(input: $input) {\n      success\n      status\n    }\n  }\n": types.StartReinstatementDocument,
    "\n  query TermExtensionStanding {\n    userPolicy {\n      id\n      termExtension {\n        request {\n          id\n          status\n        }\n      }\n    }\n  }\n": types.TermExtensionStandingDocument,
    "\n  mutation CreateDirectUpload($input: CreateDirectUploadInput!) {\n    createDirectUpload(input: $input) {\n      directUpload {\n        blobId\n        signedBlobId\n        url\n        headers\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateDirectUploadDocument,
    "\n  fragment ServicedPolicyFields on ServicedPolicy {\n    id\n    number\n    productSlug\n    status\n    ownerName\n    ownerEmail\n    amount\n    monthlyPremium\n    effectiveOn\n    terminatesOn\n    replacesCover\n    freeLookEndsOn\n    paidThrough\n    cancellingToday {\n      kind\n      refundAmount\n      coverEndsOn\n    }\n    cancellation {\n      kind\n      requestedOn\n      coverEndsOn\n      refundAmount\n      reason\n    }\n    refunds {\n      amount\n      status\n      method\n      providerRefundId\n      createdAt\n    }\n    history {\n      event\n      toStatus\n      reason\n      occurredAt\n    }\n  }\n": types.ServicedPolicyFieldsFragmentDoc,
    "\n  query SupportRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n": types.SupportRolesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeBlackbox($input: ExchangeBlackboxInput!) {\n    exchangeBlackbox(input: $input) {\n      blocked\n      deviceId\n    }\n  }\n"): typeof import('./graphql').ExchangeBlackboxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartUp($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n    maintenance {\n      kind\n      returnsAt\n    }\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n      cardProvider {\n        mode\n        publishableKey\n        frameUrl\n      }\n      bankLink {\n        mode\n        linkApiUrl\n      }\n      errorReporting {\n        mode\n        browserDsn\n      }\n    }\n  }\n"): typeof import('./graphql').StartUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Translations($slug: String!) {\n    translations(slug: $slug) {\n      entries {\n        key\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').TranslationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecommissionUser {\n    decommissionUser {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DecommissionUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    profile {\n      firstName\n      middleName\n      lastName\n      suffix\n      activeEmail {\n        id\n        email\n        status\n      }\n      pendingEmail {\n        id\n        email\n        status\n      }\n      emails {\n        id\n        email\n        status\n      }\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDataExport {\n    requestDataExport {\n      request {\n        id\n        status\n      }\n      availableAt\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestDataExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentAuditLog($conversationId: ID!) {\n    supportAuditLog(conversationId: $conversationId) {\n      action\n      agentName\n      at\n    }\n  }\n"): typeof import('./graphql').AgentAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPolicyFromConversation($conversationId: ID!, $reason: String!) {\n    cancelPolicyFromConversation(conversationId: $conversationId, reason: $reason) {\n      policy {\n        ...ServicedPolicyFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CancelPolicyFromConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseSupportConversationAsAgent($conversationId: ID!) {\n    closeSupportConversationAsAgent(conversationId: $conversationId) {\n      conversation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CloseSupportConversationAsAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentConversation($id: ID!) {\n    supportAgentConversation(id: $id) {\n      conversation {\n        id\n        status\n        waitingSince\n        followUpEmail\n        closedAt\n      }\n      person {\n        fullName\n        email\n        conversations\n        policy {\n          ...ServicedPolicyFields\n        }\n        billing {\n          nextPayment {\n            dueOn\n            amount\n            estimated\n          }\n          pastDue {\n            amount\n            invoices\n            lapsesOn\n          }\n          paymentMethod {\n            kind\n            description\n            debitsStopped\n          }\n        }\n        openCases {\n          kind\n          status\n          since\n        }\n        recentEmails {\n          subject\n          to\n          sentAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AgentConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AgentQueueItemFields on SupportQueueItem {\n    personName\n    preview\n    conversation {\n      id\n      status\n      waitingSince\n    }\n  }\n"): typeof import('./graphql').AgentQueueItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentQueue {\n    supportQueue {\n      asOf\n      waiting {\n        ...AgentQueueItemFields\n      }\n      mine {\n        ...AgentQueueItemFields\n      }\n    }\n  }\n"): typeof import('./graphql').AgentQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToSupportConversation($input: ReplyToSupportConversationInput!) {\n    replyToSupportConversation(input: $input) {\n      message {\n        id\n        seq\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ReplyToSupportConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgentSavedAnswers {\n    supportSavedAnswers {\n      id\n      title\n      text\n    }\n  }\n"): typeof import('./graphql').AgentSavedAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendPolicyPacketFromConversation($conversationId: ID!) {\n    resendPolicyPacketFromConversation(conversationId: $conversationId) {\n      message {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ResendPolicyPacketFromConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSignInLinkFromConversation($conversationId: ID!) {\n    sendSignInLinkFromConversation(conversationId: $conversationId) {\n      message {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SendSignInLinkFromConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeSupportConversation($conversationId: ID!) {\n    takeSupportConversation(conversationId: $conversationId) {\n      conversation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').TakeSupportConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InitiatePasswordReset($input: InitiatePasswordResetInput!) {\n    initiatePasswordReset(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').InitiatePasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetForgottenPassword($input: ResetForgottenPasswordInput!) {\n    resetForgottenPassword(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ResetForgottenPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaidExchangePublicToken($input: PlaidExchangePublicTokenInput!) {\n    plaidExchangePublicToken(input: $input) {\n      plaidAccount {\n        id\n        name\n        mask\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PlaidExchangePublicTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MonitoringLinkToken {\n    plaidGenerateLinkToken(purpose: monitoring) {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').MonitoringLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MonitorWyshAllocation($input: MonitorWyshAllocationInput!) {\n    monitorWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        amount\n        monitored\n        plaidAccount {\n          id\n          name\n          mask\n          institutionName\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').MonitorWyshAllocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaidGenerateLinkToken {\n    plaidGenerateLinkToken {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PlaidGenerateLinkTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InitiatePlaidUpdate($input: PlaidItemInput!) {\n    initiatePlaidUpdate(input: $input) {\n      linkToken\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').InitiatePlaidUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaidItems {\n    plaidItems {\n      id\n      status\n      plaidInstitution {\n        id\n        name\n      }\n      plaidAccounts {\n        id\n        name\n        mask\n        accountType\n        subtype\n      }\n    }\n  }\n"): typeof import('./graphql').PlaidItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayFromAccount($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      paymentMethod {\n        id\n        name\n        bankAccount {\n          bankName\n          mask\n          plaidAccountId\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PayFromAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPlaidUpdate($input: PlaidItemInput!) {\n    confirmPlaidUpdate(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmPlaidUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlinkPlaidItem($input: PlaidItemInput!) {\n    unlinkPlaidItem(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UnlinkPlaidItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBeneficiaries($lineOfBusiness: String) {\n    getBeneficiaries(lineOfBusiness: $lineOfBusiness) {\n      list {\n        ...BeneficiaryParts\n      }\n      backup {\n        ...BeneficiaryParts\n      }\n      pending {\n        ...BeneficiaryParts\n      }\n    }\n    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {\n      id\n      status\n    }\n  }\n\n  fragment BeneficiaryParts on Beneficiary {\n    id\n    allocation\n    responsibility\n    type\n    carriesId\n    contact {\n      __typename\n      ... on IndividualContact {\n        firstName\n        middleInitial\n        lastName\n        suffix\n        relationship\n        birthdate\n        phoneNumber\n        email\n        parentGuardianInfo\n        taxIdSet\n        requiredAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n      ... on OrganizationContact {\n        name\n        businessType\n        phoneNumber\n        email\n        taxIdSet\n        requiredAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n      ... on TrustContact {\n        name\n        firstName\n        lastName\n        dateOfTrust\n        phoneNumber\n        email\n        trusteeTaxIdSet\n        nullableAddress {\n          ...BeneficiaryAddressParts\n        }\n      }\n    }\n  }\n\n  fragment BeneficiaryAddressParts on BeneficiaryAddress {\n    street1\n    street2\n    city\n    state\n    postalCode\n  }\n"): typeof import('./graphql').MyBeneficiariesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BeneficiaryHistory($lineOfBusiness: String) {\n    beneficiaryChanges(lineOfBusiness: $lineOfBusiness) {\n      id\n      kind\n      status\n      createdAt\n      appliedAt\n      documentVersion\n      beneficiaries {\n        ...BeneficiaryParts\n      }\n    }\n  }\n"): typeof import('./graphql').BeneficiaryHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BeneficiaryTerms {\n    documents(slugs: [\"beneficiary-terms\"]) {\n      id\n      name\n      version\n      html {\n        url\n      }\n    }\n    currentUser {\n      ...ActiveMembershipFields\n    }\n  }\n"): typeof import('./graphql').BeneficiaryTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcknowledgeBeneficiaryTerms($input: CreateAcknowledgementInput!) {\n    createAcknowledgement(input: $input) {\n      acknowledgement {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').AcknowledgeBeneficiaryTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmMyBeneficiaryChanges($input: ConfirmBeneficiaryChangesInput!) {\n    confirmBeneficiaryChanges(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmMyBeneficiaryChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DiscardMyBeneficiaryChanges($input: DiscardBeneficiaryChangesInput!) {\n    discardBeneficiaryChanges(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DiscardMyBeneficiaryChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMyBeneficiaryPacket($input: SendBeneficiaryPacketInput!) {\n    sendBeneficiaryPacket(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SendMyBeneficiaryPacketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyBeneficiary($input: CreateBeneficiaryInput!) {\n    createBeneficiary(input: $input) {\n      beneficiary {\n        id\n      }\n      beneficiaries {\n        list {\n          id\n        }\n        backup {\n          id\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateMyBeneficiaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyBeneficiary($input: UpdateBeneficiaryInput!) {\n    updateBeneficiary(input: $input) {\n      beneficiary {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyBeneficiaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DestroyMyBeneficiary($input: DestroyBeneficiaryInput!) {\n    destroyBeneficiary(input: $input) {\n      success\n      beneficiaries {\n        list {\n          id\n        }\n        backup {\n          id\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DestroyMyBeneficiaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyBeneficiaryAllocation($input: UpdateBeneficiaryAllocationInput!) {\n    updateBeneficiaryAllocation(input: $input) {\n      status\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyBeneficiaryAllocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillingFrequency($input: UpdateBillingFrequencyInput!) {\n    updateBillingFrequency(input: $input) {\n      policy {\n        id\n        accountsProduct {\n          id\n          amount\n          billingFrequency\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateBillingFrequencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPage {\n    userPolicy {\n      id\n      label\n      status\n      lapsesAt\n      monthlyPremium\n      annualPremium\n      accountsProduct {\n        id\n        name\n        amount\n        billingFrequency\n        nextPayment {\n          date\n          estimated\n        }\n      }\n      invoices {\n        id\n        kind\n        status\n        amount\n        balance\n        periodStart\n        periodEnd\n        dueOn\n        paidOn\n        pastDue\n        payments {\n          id\n          status\n          amount\n          returnCode\n        }\n        receipt {\n          id\n          pdf {\n            url\n          }\n        }\n      }\n    }\n    activePaymentMethod {\n      id\n      source\n      name\n      description\n      bankAccount {\n        bankName\n        accountType\n        mask\n        plaidAccountId\n        debitsStoppedCode\n      }\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n    }\n    currentUser {\n      activeConstellations {\n        businessSlug\n        activeInsuranceMembership {\n          id\n          invoicesPastDueBalance\n          invoicesProcessingAmount\n        }\n      }\n    }\n    profile {\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql').BillingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMultiplePayments($input: CreateMultiplePaymentsInput!) {\n    createMultiplePayments(input: $input) {\n      payments {\n        billingAttemptedAmount\n        transactionResult\n        paymentMethod {\n          source\n          name\n          card {\n            brand\n            last4\n          }\n          bankAccount {\n            bankName\n            accountType\n            mask\n          }\n        }\n        processed {\n          invoiceId\n          amount\n          transactionResult\n          reason\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateMultiplePaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      saved\n      message\n      paymentMethod {\n        id\n        card {\n          brand\n          last4\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreatePaymentMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportConversationFields on SupportConversation {\n    id\n    status\n    lastSeq\n    followUpEmail\n    rating\n    queue {\n      position\n      typicalWaitMinutes\n    }\n  }\n"): typeof import('./graphql').SupportConversationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportConversation {\n    supportConversation {\n      ...SupportConversationFields\n    }\n  }\n"): typeof import('./graphql').SupportConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportMessage($input: SendSupportMessageInput!) {\n    sendSupportMessage(input: $input) {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SendSupportMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSupportAgent {\n    requestSupportAgent {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestSupportAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveSupportQueue {\n    leaveSupportQueue {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').LeaveSupportQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestSupportFollowUp {\n    requestSupportFollowUp {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestSupportFollowUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseSupportConversation {\n    closeSupportConversation {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CloseSupportConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateSupportConversation($conversationId: ID!, $rating: Int!) {\n    rateSupportConversation(conversationId: $conversationId, rating: $rating) {\n      conversation {\n        ...SupportConversationFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RateSupportConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EstimatePricingFields on EstimatePricing {\n    amount\n    termDuration\n    annualPremium\n    monthlyPremium\n    allocationsCoveredPercentage\n    insuredsAgeAtTerm\n    breakdown {\n      ...PremiumBreakdownFields\n    }\n  }\n"): typeof import('./graphql').EstimatePricingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestEstimate {\n    latestEstimate {\n      id\n      amount\n      termDuration\n      annualPremium\n      monthlyPremium\n      allocationsCoveredPercentage\n      rateClass\n      rateVersion\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    estimateInputs {\n      birthdate\n      missing\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').LatestEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverageEditorState($estimateId: ID!) {\n    coverageEditorState(estimateId: $estimateId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      termSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n  fragment SliderFields on SliderMetadata {\n    ticks {\n      value\n      label\n    }\n    valueBase\n    increment\n    characterMax\n    value\n    textEditable\n    minErrorMessage {\n      header\n      text\n    }\n    maxErrorMessage {\n      header\n      text\n    }\n    leftTextLabel\n    rightTextLabel\n  }\n"): typeof import('./graphql').CoverageEditorStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdjustEstimate($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustEstimate(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      pricing {\n        ...EstimatePricingFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdjustEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewEstimate($input: PreviewEstimateInput!) {\n    previewEstimate(input: $input) {\n      pricing {\n        ...EstimatePricingFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PreviewEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEstimate($input: EstimateInput!) {\n    createEstimate(input: $input) {\n      amount\n      termDuration\n      estimate {\n        id\n        monthlyPremium\n        allocationsCoveredPercentage\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrequalificationInformation($input: PrequalificationInformationInput!) {\n    updatePrequalificationInformation(input: $input) {\n      inputs {\n        missing\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatePrequalificationInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferToEdit {\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      annualPremium\n      monthlyPremium\n      allocationCoverage\n      classReasons\n      rules {\n        ruleId\n        reason\n        shaped\n      }\n      insuranceApplication {\n        id\n        version\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    productsOfferings {\n      id\n      status\n      amount\n      annualPremium\n      monthlyPremium\n      allocationCoverage\n      breakdown {\n        ...OfferingPriceBreakdownFields\n      }\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').OfferToEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfferEditorState($quoteId: ID, $productsOfferingId: ID) {\n    coverageEditorState(quoteId: $quoteId, productsOfferingId: $productsOfferingId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      termSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').OfferEditorStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotePricingFields on QuotePricingPayload {\n    amount\n    termDuration\n    annualPremium\n    monthlyPremium\n    allocationsCoveredPercentage\n    breakdown {\n      ...QuotePriceBreakdownFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n"): typeof import('./graphql').QuotePricingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdjustQuote($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustQuote(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      ...QuotePricingFields\n    }\n  }\n"): typeof import('./graphql').AdjustQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdjustProductOffering($id: ID!, $amount: Cents!) {\n    adjustProductOffering(id: $id, amount: $amount) {\n      ...QuotePricingFields\n    }\n  }\n"): typeof import('./graphql').AdjustProductOfferingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuote($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductOffering($input: UpdateProductOfferingInput!) {\n    updateProductOffering(input: $input) {\n      productsOffering {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateProductOfferingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyToEdit {\n    userPolicy {\n      id\n      status\n      amount\n      monthlyPremium\n      annualPremium\n      rateVersion\n      insuredsAgeAtTerm\n      product {\n        slug\n      }\n      classification {\n        id\n        name\n      }\n      pendingUpdate {\n        policyId\n        effectiveOn\n      }\n      coverIncrease {\n        id\n        status\n      }\n      breakdown {\n        ...QuotePriceBreakdownFields\n      }\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').PolicyToEditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyEditorState($policyId: ID!) {\n    coverageEditorState(policyId: $policyId) {\n      coverageSlider {\n        ...SliderFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PolicyEditorStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdjustPolicy($policyId: ID!, $amount: Cents!) {\n    adjustPolicy(policyId: $policyId, amount: $amount) {\n      amount\n      monthlyPremium\n      annualPremium\n      effectiveOn\n      breakdown {\n        ...QuotePriceBreakdownFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdjustPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCoverageAdjustment($input: RequestCoverageAdjustmentInput!) {\n    requestCoverageAdjustment(input: $input) {\n      effectiveOn\n      policy {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestCoverageAdjustmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCoverIncrease($input: RequestCoverIncreaseInput!) {\n    requestCoverIncrease(input: $input) {\n      coverIncrease {\n        id\n        status\n        requestedAmount\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestCoverIncreaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoveragePreview {\n    latestEstimate {\n      id\n      amount\n      termDuration\n      monthlyPremium\n    }\n    wyshAllocations {\n      id\n      name\n      amount\n    }\n    userPolicy {\n      id\n      status\n      amount\n    }\n  }\n"): typeof import('./graphql').CoveragePreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecommendedCoverPrice($id: ID!, $termDuration: Int!, $amount: Cents!) {\n    adjustEstimate(id: $id, termUnit: \"year\", termDuration: $termDuration, amount: $amount) {\n      pricing {\n        amount\n        monthlyPremium\n        allocationsCoveredPercentage\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecommendedCoverPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstantEstimate($input: PreviewEstimateInput!) {\n    previewEstimate(input: $input) {\n      pricing {\n        amount\n        termDuration\n        monthlyPremium\n        annualPremium\n        breakdown {\n          rateClass\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').InstantEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelledPolicy($withDocuments: Boolean!) {\n    cancelledPolicy {\n      id\n      label\n      cancellation {\n        kind\n        requestedOn\n        coverEndsOn\n        refundAmount\n      }\n      refunds {\n        amount\n        status\n        method\n      }\n      documents @include(if: $withDocuments) {\n        id\n        slug\n        pdf {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CancelledPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardHome {\n    dashboardHome {\n      firstName\n      insurance {\n        state\n        title\n        productSlug\n        coverageAmount\n        coverageUpTo\n        nextBillingDate\n        lapsedOn\n        quoteExpiresAt\n      }\n      wysh {\n        state\n        activeCount\n        wyshes {\n          id\n          name\n          amount\n        }\n      }\n      policyUpdate {\n        kind\n        reason\n        lapsesAt\n        pendingPolicyId\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PolicyholderHome {\n    userPolicy {\n      id\n      label\n      status\n      lapsesAt\n      cancellation {\n        kind\n        coverEndsOn\n      }\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      effectiveAt\n      monthlyPremium\n      classification {\n        id\n        name\n      }\n      product {\n        slug\n      }\n      termExtension {\n        available\n        opensOn\n        extendsFrom\n        years\n        coverEndsOn\n        request {\n          id\n          status\n        }\n      }\n      documents {\n        id\n        slug\n        pdf {\n          url\n        }\n      }\n      accountsProduct {\n        id\n        amount\n        nextPayment {\n          date\n          estimated\n        }\n      }\n    }\n    getBeneficiaries {\n      list {\n        ...HomeBeneficiary\n      }\n      backup {\n        ...HomeBeneficiary\n      }\n      pending {\n        id\n      }\n    }\n    allocationSummary {\n      activeCount\n      totalAmount\n      percentCovered\n    }\n    paymentMethods {\n      id\n      status\n      card {\n        brand\n        last4\n      }\n    }\n    activePaymentMethod {\n      id\n      source\n      name\n      card {\n        brand\n        last4\n      }\n      bankAccount {\n        bankName\n        accountType\n        mask\n      }\n    }\n    currentUser {\n      activeConstellations {\n        activeInsuranceMembership {\n          id\n          invoicesProcessingAmount\n        }\n      }\n    }\n  }\n\n  fragment HomeBeneficiary on Beneficiary {\n    id\n    allocation\n    responsibility\n    contact {\n      __typename\n      ... on IndividualContact {\n        firstName\n        lastName\n      }\n      ... on OrganizationContact {\n        name\n      }\n      ... on TrustContact {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').PolicyholderHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnderwritingNotifications {\n    notifications {\n      id\n      read\n      metadata {\n        type\n        result\n        policyId\n      }\n    }\n    userPolicy {\n      id\n      coverIncrease {\n        id\n        status\n      }\n      termExtension {\n        request {\n          id\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').UnderwritingNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExchangeLoginToken($input: ExchangeLoginTokenInput!) {\n    exchangeLoginToken(input: $input) {\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ExchangeLoginTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Disclosure($slug: String!) {\n    disclosure(slug: $slug) {\n      id\n      name\n      slug\n      body\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').DisclosureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentCategories {\n    documentCategories {\n      id\n      name\n      slug\n      documents {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').DocumentCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentCategory($slug: String!) {\n    documentCategory(slug: $slug) {\n      id\n      name\n      slug\n      yearGroupable\n      documents {\n        id\n        name\n        version\n        applicableYear\n        createdAt\n        html {\n          fileName\n          url\n        }\n        pdf {\n          fileName\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DocumentCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Document($id: ID!) {\n    documentById(id: $id) {\n      id\n      name\n      description\n      version\n      createdAt\n      documentCategory {\n        name\n        slug\n      }\n      html {\n        fileName\n        url\n      }\n      pdf {\n        fileName\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').DocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserIneligibleReasons {\n    userIneligibleReasons {\n      ineligibleCoverageReasons\n    }\n  }\n"): typeof import('./graphql').UserIneligibleReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFlowSession($input: CreateFlowSessionInput!) {\n    createFlowSession(input: $input) {\n      flow {\n        id\n        slug\n        terminalBehavior\n        defaultScope\n      }\n      flowSession {\n        ...FlowSessionFields\n      }\n      form\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateFlowSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResponse($input: CreateResponseInput!) {\n    createResponse(input: $input) {\n      flowSession {\n        ...FlowSessionFields\n      }\n      validationErrors {\n        fieldId\n        code\n        message\n        fullMessage\n      }\n      error {\n        ...UserErrorFields\n      }\n      next {\n        ...FormMoveFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateResponseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExecuteGroupMutation($input: ExecuteGroupMutationInput!) {\n    executeGroupMutation(input: $input) {\n      response\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ExecuteGroupMutationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FetchForm($input: FetchFormInput!) {\n    fetchForm(input: $input) {\n      ...FormMoveFields\n    }\n  }\n"): typeof import('./graphql').FetchFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlowSessionFields on FlowSession {\n    id\n    flowSlug\n    flowScope\n    formIndex\n    currentFormSlug\n    finished\n  }\n"): typeof import('./graphql').FlowSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FormMoveFields on FetchFormPayload {\n    form\n    flowSession {\n      ...FlowSessionFields\n    }\n    error {\n      ...UserErrorFields\n    }\n  }\n"): typeof import('./graphql').FormMoveFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TriviaQuestions {\n    triviaQuestions {\n      id\n      prompt\n      choices {\n        id\n        text\n      }\n      correctChoiceId\n      explanation\n    }\n  }\n"): typeof import('./graphql').TriviaQuestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitApplication($input: RequestNewBusinessInput!) {\n    requestNewBusiness(input: $input) {\n      insuranceApplication {\n        id\n        result\n        outcome\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReinstatementUnderwriting($input: SubmitReinstatementUnderwritingInput!) {\n    submitReinstatementUnderwriting(input: $input) {\n      status\n      reinstatementRequest {\n        id\n        status\n        underwritingResult\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitReinstatementUnderwritingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpArticle($slug: String!) {\n    helpArticle(slug: $slug) {\n      id\n      slug\n      title\n      updatedOn\n      body\n      category {\n        slug\n        name\n      }\n      related {\n        slug\n        title\n      }\n    }\n  }\n"): typeof import('./graphql').HelpArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HelpArticles($search: String) {\n    helpArticles(search: $search) {\n      article {\n        id\n        slug\n        title\n        summary\n        category {\n          slug\n          name\n        }\n      }\n      snippet {\n        text\n        highlighted\n      }\n      matchedAllWords\n    }\n  }\n"): typeof import('./graphql').HelpArticlesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InAppMessages {\n    inAppMessages {\n      id\n      kind\n      title\n      body\n      link {\n        label\n        href\n      }\n    }\n  }\n"): typeof import('./graphql').InAppMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissInAppMessage($input: UpdateNotificationInput!) {\n    updateNotification(input: $input) {\n      notification {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DismissInAppMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Maintenance {\n    maintenance {\n      kind\n      returnsAt\n    }\n  }\n"): typeof import('./graphql').MaintenanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PhoneNumbers {\n    profile {\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').PhoneNumbersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      success\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySession($input: VerifySessionInput!) {\n    verifySession(input: $input) {\n      success\n      token {\n        accessToken\n        refreshToken\n        authLevel\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifySessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CoverIncreaseFields on CoverIncrease {\n    id\n    status\n    currentAmount\n    requestedAmount\n    approvedAmount\n    currentMonthlyPremium\n    newMonthlyPremium\n    newAnnualPremium\n    addedMonthlyPremium\n    rateClass\n    rateVersion\n    effectiveOn\n    offerExpiresOn\n    decidedOn\n    closedReason\n  }\n"): typeof import('./graphql').CoverIncreaseFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConfirmUpdate {\n    userPolicy {\n      id\n      status\n      terminatesAt\n      product {\n        slug\n      }\n      pendingUpdate {\n        policyId\n        effectiveOn\n      }\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      termExtension {\n        request {\n          ...TermExtensionRequestFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitCoverIncreaseUnderwriting($input: CoverIncreasePolicyInput!) {\n    submitCoverIncreaseUnderwriting(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitCoverIncreaseUnderwritingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCoverIncrease($input: CoverIncreasePolicyInput!) {\n    acceptCoverIncrease(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').AcceptCoverIncreaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCoverIncrease($input: CoverIncreasePolicyInput!) {\n    withdrawCoverIncrease(input: $input) {\n      coverIncrease {\n        ...CoverIncreaseFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawCoverIncreaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingDetails($id: ID!) {\n    policy(id: $id) {\n      id\n      label\n      product {\n        slug\n      }\n      accountsProduct {\n        id\n        nextPayment {\n          date\n        }\n      }\n      pendingUpdate {\n        version\n        effectiveOn\n        current {\n          amount\n          monthlyPremium\n          annualPremium\n          rateVersion\n        }\n        requested {\n          amount\n          monthlyPremium\n          annualPremium\n          rateVersion\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PendingDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPendingPolicyUpdates($input: CancelPendingPolicyUpdatesInput!) {\n    cancelPendingPolicyUpdates(input: $input) {\n      policy {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CancelPendingPolicyUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermExtensionRequestFields on TermExtensionRequest {\n    id\n    status\n    cover\n    currentMonthlyPremium\n    newMonthlyPremium\n    newAnnualPremium\n    rateClass\n    rateVersion\n    extendsFrom\n    years\n    coverEndsOn\n    offerExpiresOn\n    decidedOn\n    closedReason\n  }\n"): typeof import('./graphql').TermExtensionRequestFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermExtensionFields on TermExtension {\n    policyId\n    available\n    extendsFrom\n    years\n    attainedAge\n    coverEndsOn\n    opensOn\n    request {\n      ...TermExtensionRequestFields\n    }\n  }\n"): typeof import('./graphql').TermExtensionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestTermExtension($input: TermExtensionPolicyInput!) {\n    requestTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestTermExtensionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTermExtensionUnderwriting($input: TermExtensionPolicyInput!) {\n    submitTermExtensionUnderwriting(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitTermExtensionUnderwritingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTermExtension($input: TermExtensionPolicyInput!) {\n    acceptTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').AcceptTermExtensionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawTermExtension($input: TermExtensionPolicyInput!) {\n    withdrawTermExtension(input: $input) {\n      termExtension {\n        ...TermExtensionFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').WithdrawTermExtensionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseContext {\n    profile {\n      firstName\n      lastName\n    }\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      monthlyPremium\n    }\n    productsOfferings {\n      id\n      productSlug\n      status\n      amount\n      insuredsAgeAtTerm\n      monthlyPremium\n    }\n    userPolicy {\n      id\n      label\n      status\n    }\n    pendingPolicy {\n      id\n      status\n      invoices {\n        id\n        kind\n        payments {\n          id\n          status\n          returnCode\n          paymentMethod {\n            source\n            description\n          }\n        }\n      }\n    }\n    documents(slugs: [\"statement-of-good-health\", \"policy-terms\", \"replace-accidental-death\"]) {\n      id\n      slug\n      name\n      html {\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').PurchaseContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchasePolicy($input: PurchasePolicyInput!) {\n    purchasePolicy(input: $input) {\n      transactionResult\n      message\n      declineCode\n      policy {\n        id\n        status\n      }\n      paymentMethod {\n        description\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PurchasePolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchasedPolicy {\n    profile {\n      firstName\n      activeEmail {\n        email\n      }\n      emails {\n        email\n      }\n    }\n    pendingPolicy {\n      id\n      status\n      amount\n      monthlyPremium\n      product {\n        slug\n      }\n      invoices {\n        id\n        kind\n        payments {\n          id\n          status\n          paymentMethod {\n            description\n          }\n        }\n      }\n    }\n    userPolicy {\n      id\n      label\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      effectiveAt\n      monthlyPremium\n      product {\n        slug\n      }\n      documents {\n        id\n        slug\n        html {\n          url\n        }\n        pdf {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PurchasedPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewQuote {\n    pendingQuote {\n      id\n      status\n      amount\n      termDuration\n      insuredsAgeAtTerm\n      expiresAt\n      allocationCoverage\n      monthlyPremium\n      annualPremium\n      classification {\n        id\n        name\n      }\n      classReasons\n      rules {\n        ruleId\n        reason\n        shaped\n      }\n      insuranceApplication {\n        id\n        version\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    productsOfferings {\n      id\n      productSlug\n      status\n      amount\n      maxAmount\n      expiresAt\n      effectiveUntil\n      insuredsAgeAtTerm\n      allocationCoverage\n      monthlyPremium\n      annualPremium\n      payoutDetails {\n        publicTransportation\n        autoPedestrian\n        generalAccident\n      }\n      breakdown {\n        ...OfferingPriceBreakdownFields\n      }\n    }\n    latestInsuranceApplication {\n      id\n      result\n      outcome\n    }\n    allocationSummary {\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').ReviewQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: CreateCredentialInput!) {\n    registerUser(input: $input) {\n      credential {\n        status\n        token {\n          accessToken\n          refreshToken\n          authLevel\n          expiresIn\n        }\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EligibleReinstatementPolicies {\n    eligibleReinstatementPolicies {\n      id\n      policyNumber\n      productSlug\n      amount\n      lapsedOn\n      underwritingRequired\n      dueToday\n      missedPremiumCount\n      arrearsOnlyThrough\n    }\n  }\n"): typeof import('./graphql').EligibleReinstatementPoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReinstateablePolicy($policyId: ID!) {\n    reinstateablePolicy(policyId: $policyId) {\n      id\n      policyNumber\n      productSlug\n      amount\n      insuredsAgeAtTerm\n      monthlyPremium\n      underwritingRequired\n      totalMissedPremiums\n      interestDue\n      dueToday\n      reinstatementRequest {\n        id\n        status\n        underwritingOutcome\n      }\n      breakdown {\n        ...PremiumBreakdownFields\n      }\n    }\n    activePaymentMethod {\n      id\n      card {\n        brand\n        last4\n      }\n    }\n    documents(slugs: [\"statement-of-good-health\", \"policy-terms\"]) {\n      id\n      slug\n      name\n      html {\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').ReinstateablePolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReinstatedPolicy {\n    userPolicy {\n      id\n      label\n      status\n      amount\n      monthlyPremium\n    }\n  }\n"): typeof import('./graphql').ReinstatedPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReinstatementInvoice($input: CreateReinstatementInvoiceInput!) {\n    createReinstatementInvoice(input: $input) {\n      invoice {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateReinstatementInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayReinstatement($input: PayInvoiceInput!) {\n    payInvoice(input: $input) {\n      transactionResult\n      message\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').PayReinstatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestReinstatement($input: RequestReinstatementInput!) {\n    requestReinstatement(input: $input) {\n      success\n      status\n      underwritingRequired\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').RequestReinstatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicedPolicy($number: String!) {\n    servicedPolicy(number: $number) {\n      ...ServicedPolicyFields\n    }\n  }\n"): typeof import('./graphql').ServicedPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPolicyForCustomer($input: CancelPolicyForCustomerInput!) {\n    cancelPolicyForCustomer(input: $input) {\n      policy {\n        ...ServicedPolicyFields\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CancelPolicyForCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n"): typeof import('./graphql').MyRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnderwritingQueue {\n    underwritingQueue {\n      id\n      openedAt\n      dueAt\n      workingHoursLeft\n      applicantName\n      requestedAmount\n      termYears\n      firstReason\n      isReinstatement\n      isPolicyChange\n    }\n  }\n"): typeof import('./graphql').UnderwritingQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnderwritingCase($id: ID!) {\n    underwritingCase(id: $id) {\n      id\n      status\n      openedAt\n      dueAt\n      workingHoursLeft\n      applicantName\n      requestedAmount\n      termYears\n      isReinstatement\n      isPolicyChange\n      issueAge\n      birthdate\n      rulesVersion\n      outcome\n      suggestedRateClass\n      suggestedMaxAmount\n      ownCase\n      guidelines {\n        termLifeAllowed\n        termKnockouts\n        nicotine\n        rateClasses\n        classReasons\n        maxAmount\n        coverReason\n      }\n      answersInWords {\n        question\n        answer\n      }\n      reports {\n        source\n        title\n        summary\n        items\n      }\n      reasonsInWords {\n        ruleId\n        reason\n        basis\n      }\n      decision\n      decidedAt\n      rateClass\n      maxAmount\n      rejectReason\n    }\n  }\n"): typeof import('./graphql').UnderwritingCaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideUnderwritingCase($input: DecideUnderwritingCaseInput!) {\n    decideUnderwritingCase(input: $input) {\n      underwritingCase {\n        id\n        status\n        decision\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DecideUnderwritingCaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotification($input: UpdateNotificationInput!) {\n    updateNotification(input: $input) {\n      notification {\n        id\n        read\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWyshList {\n    wyshAllocations {\n      id\n      name\n      amount\n      monitored\n      plaidAccount {\n        id\n        name\n        mask\n        institutionName\n      }\n      order\n      status\n      recipient {\n        id\n        kind\n        name\n        countryCode\n        accountNumber\n        phoneNumber\n        websiteUrl\n        email\n        relationship\n      }\n      wysh {\n        id\n        slug\n        monitorable\n        recipientType\n        icons {\n          format\n          url\n        }\n        wyshCategory {\n          id\n          name\n          slug\n          color\n          order\n        }\n      }\n    }\n    allocationSummary {\n      activeCount\n      totalAmount\n      percentCovered\n    }\n  }\n"): typeof import('./graphql').MyWyshListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WyshAllocationHistories($wyshAllocationId: ID!) {\n    allocationHistories(wyshAllocationId: $wyshAllocationId) {\n      id\n      amount\n      change\n      direction\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WyshAllocationHistoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyWyshAllocation($input: UpdateWyshAllocationInput!) {\n    updateWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        amount\n        order\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyWyshAllocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmonitorMyWyshAllocation($input: WyshAllocationIdInput!) {\n    unmonitorWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        monitored\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UnmonitorMyWyshAllocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMyWyshRecipient($input: CreateWyshRecipientInput!) {\n    createWyshAllocationRecipient(input: $input) {\n      recipient {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateMyWyshRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyWyshRecipient($input: UpdateWyshRecipientInput!) {\n    updateWyshAllocationRecipient(input: $input) {\n      recipient {\n        id\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMyWyshRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DestroyMyWyshRecipient($input: WyshRecipientIdInput!) {\n    destroyWyshAllocationRecipient(input: $input) {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DestroyMyWyshRecipientDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWyshAllocations {\n    wyshAllocations {\n      id\n      name\n      amount\n      order\n      wysh {\n        id\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').MyWyshAllocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWyshAllocation($input: CreateWyshAllocationInput!) {\n    createWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        name\n        amount\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWyshAllocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecommissionWyshAllocation($input: WyshAllocationIdInput!) {\n    decommissionWyshAllocation(input: $input) {\n      wyshAllocation {\n        id\n        status\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').DecommissionWyshAllocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WyshCatalogue {\n    wyshCategories {\n      id\n      slug\n      name\n      prompt\n      description\n      listDescription\n      color\n      wyshes {\n        id\n        slug\n        defaultName\n        description\n        prompt\n        guidance\n        defaultAmount\n        amountPrompt\n        amountGuidance\n        amountPlaceholder\n        icons {\n          format\n          url\n        }\n        wyshSuggestions {\n          id\n          title\n          amount\n          enabled\n          order\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').WyshCatalogueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasEstimate {\n    latestEstimate {\n      id\n    }\n  }\n"): typeof import('./graphql').HasEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TrackEvents($events: [TrackEventInput!]!) {\n    trackEvents(events: $events) {\n      recorded\n    }\n  }\n"): typeof import('./graphql').TrackEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActiveMembershipFields on User {\n    activeConstellations {\n      businessSlug\n      activeInsuranceMembership {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ActiveMembershipFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSettings {\n    appSettings {\n      helpCenterUrl\n      marketingSiteUrl\n      supportPhone\n      cardProvider {\n        mode\n        publishableKey\n        frameUrl\n      }\n      bankLink {\n        mode\n        linkApiUrl\n      }\n      errorReporting {\n        mode\n        browserDsn\n      }\n    }\n  }\n"): typeof import('./graphql').AppSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreVerifiedInitialData {\n    fetchPreVerifiedInitialData {\n      currentUser {\n        id\n        status\n        email\n        emailStatus\n        activeConstellations {\n          id\n          businessSlug\n        }\n      }\n      emails {\n        id\n        email\n        status\n      }\n      activeEmail {\n        id\n        email\n        status\n      }\n      phoneNumbers {\n        id\n        mask\n        status\n      }\n      activePhoneNumber {\n        id\n        mask\n        status\n      }\n      globalFeatureFlags {\n        name\n        enabled\n      }\n      states {\n        id\n        name\n        alpha2\n      }\n    }\n  }\n"): typeof import('./graphql').PreVerifiedInitialDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifiedInitialData {\n    fetchVerifiedInitialData {\n      profile {\n        firstName\n        middleName\n        lastName\n        suffix\n        activeAddress {\n          state\n        }\n      }\n      constellations {\n        id\n        label\n        businessSlug\n        activeInsuranceMembership {\n          id\n          label\n          eligibleForCoverage\n          eligibleForUnderwriting\n          eligibleForMonitoring\n          underwritingRequired\n          capabilities {\n            billing\n            termLifeExtension\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').VerifiedInitialDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PremiumBreakdownFields on PremiumBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateClass\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n"): typeof import('./graphql').PremiumBreakdownFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotePriceBreakdownFields on QuotePriceBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateClass\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n"): typeof import('./graphql').QuotePriceBreakdownFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OfferingPriceBreakdownFields on OfferingPriceBreakdown {\n    amount\n    annualRatePer1000\n    annualPolicyFee\n    monthlyFactor\n    rateVersion\n    issueAge\n    annualPremium\n    monthlyPremium\n  }\n"): typeof import('./graphql').OfferingPriceBreakdownFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').ResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SensitiveDataKey {\n    sensitiveDataKey {\n      keyId\n      algorithm\n      spki\n    }\n  }\n"): typeof import('./graphql').SensitiveDataKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n"): typeof import('./graphql').StaffRolesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportStatus {\n    supportStatus {\n      open\n      reopensAt\n    }\n  }\n"): typeof import('./graphql').SupportStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    code\n    message\n    fields {\n      field\n      message\n    }\n  }\n"): typeof import('./graphql').UserErrorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportMessageFields on SupportMessage {\n    id\n    seq\n    author\n    body\n    createdAt\n    clientMessageId\n    event\n    agentName\n    answerKind\n    handoffReason\n    article {\n      slug\n      title\n    }\n    link {\n      label\n      href\n    }\n    facts\n  }\n"): typeof import('./graphql').SupportMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportMessages($conversationId: ID!, $afterSeq: Int!) {\n    supportMessages(conversationId: $conversationId, afterSeq: $afterSeq) {\n      ...SupportMessageFields\n    }\n  }\n"): typeof import('./graphql').SupportMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressSuggestions($input: AddressSuggestionsInput!) {\n    addressSuggestions(input: $input) {\n      streetLine\n      secondary\n      city\n      state\n      zipcode\n      entries\n    }\n  }\n"): typeof import('./graphql').AddressSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyAddress($input: AddressInput!) {\n    verifyAddress(input: $input) {\n      address {\n        street1\n        street2\n        city\n        state\n        postalCode\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplyGate {\n    newCoverageRefusal\n    eligibleReinstatementPolicies {\n      id\n      policyNumber\n    }\n  }\n"): typeof import('./graphql').ApplyGateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoverIncreaseStanding {\n    userPolicy {\n      id\n      coverIncrease {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').CoverIncreaseStandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyFacts($identified: Boolean!) {\n    globalFeatureFlags {\n      name\n      enabled\n    }\n    profile @include(if: $identified) {\n      activePhoneNumber {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').JourneyFactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JourneyPolicy {\n    userPolicy {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').JourneyPolicyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartReinstatement($input: RequestReinstatementInput!) {\n    requestReinstatement(input: $input) {\n      success\n      status\n    }\n  }\n"): typeof import('./graphql').StartReinstatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermExtensionStanding {\n    userPolicy {\n      id\n      termExtension {\n        request {\n          id\n          status\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TermExtensionStandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDirectUpload($input: CreateDirectUploadInput!) {\n    createDirectUpload(input: $input) {\n      directUpload {\n        blobId\n        signedBlobId\n        url\n        headers\n      }\n      error {\n        ...UserErrorFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateDirectUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServicedPolicyFields on ServicedPolicy {\n    id\n    number\n    productSlug\n    status\n    ownerName\n    ownerEmail\n    amount\n    monthlyPremium\n    effectiveOn\n    terminatesOn\n    replacesCover\n    freeLookEndsOn\n    paidThrough\n    cancellingToday {\n      kind\n      refundAmount\n      coverEndsOn\n    }\n    cancellation {\n      kind\n      requestedOn\n      coverEndsOn\n      refundAmount\n      reason\n    }\n    refunds {\n      amount\n      status\n      method\n      providerRefundId\n      createdAt\n    }\n    history {\n      event\n      toStatus\n      reason\n      occurredAt\n    }\n  }\n"): typeof import('./graphql').ServicedPolicyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportRoles {\n    currentUser {\n      id\n      roles\n    }\n  }\n"): typeof import('./graphql').SupportRolesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
