// include: Shared/Produce.swift
// include: Shared/Headless.swift
import TrellisTables

let model = TableModel(sectioned: ["Fruit", Fruit("apple"), Fruit("banana")])
let factory = CellFactory()
let actions = TableActions()
@MainActor let form = try! Form(sectioned: [
  TextInputElement(id: "name", title: "Name", validators: [.required()])
])
