/// A form element whose control is a one-line text field: Enter in the
/// field before it moves the focus to it (see ``Form/returnKey(in:)``).
protocol ReturnKeyElement: FormElement {}

extension TextInputElement: ReturnKeyElement {}
extension LabeledTextFieldElement: ReturnKeyElement {}
extension NumberElement: ReturnKeyElement {}
