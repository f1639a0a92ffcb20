// include: Shared/Headless.swift
import TrellisTables
