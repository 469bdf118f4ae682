/// Text of alerts, as TCA's `TextState` (plain strings only).
public struct TextState: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The text.
  public let string: String

  public init(_ string: String) { self.string = string }
  public init(stringLiteral value: String) { self.string = value }
  public init(verbatim string: String) { self.string = string }

  public var description: String { string }
}

/// A button of an alert, as TCA's `ButtonState` (minimal).
public struct ButtonState<Action> {
  /// How the system styles the button.
  public enum Role: Equatable, Hashable, Sendable {
    case cancel
    case destructive
  }

  public let role: Role?
  public let action: Action?
  public let label: TextState

  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension ButtonState: Equatable where Action: Equatable {}

/// Builds the button list of an `AlertState`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ buttons: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    buttons.flatMap { $0 }
  }
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] { [button] }
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] { buttons ?? [] }
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
}

/// A data description of an alert, as TCA's `AlertState` (title, message, buttons).
public struct AlertState<Action> {
  public let title: TextState
  public let message: TextState?
  public let buttons: [ButtonState<Action>]

  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension AlertState: Equatable where Action: Equatable {}
